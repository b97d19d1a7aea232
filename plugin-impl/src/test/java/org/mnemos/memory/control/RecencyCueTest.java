package org.mnemos.memory.control;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RecencyCueTest {

    @Test
    void questionsAboutTheLatestStateAskForRecency() {
        assertThat(RecencyCue.asksForLatest("What is my current average response time?"))
                .isTrue();
        assertThat(RecencyCue.asksForLatest("Do I still use Flask for the API?"))
                .isTrue();
        assertThat(RecencyCue.asksForLatest("Which deadline did we move most recently?"))
                .isTrue();
    }

    @Test
    void questionsAboutWhenOrWhatWasSaidDoNot() {
        assertThat(RecencyCue.asksForLatest("When did I start the budget tracker?"))
                .isFalse();
        assertThat(RecencyCue.asksForLatest("What did Akane say about her lab?"))
                .isFalse();
        assertThat(RecencyCue.asksForLatest("Why did she choose the international atmosphere?"))
                .isFalse();
    }
}
