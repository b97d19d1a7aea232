package org.mnemos.memory.control;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TurnContextTest {

    @Test
    void onlyATurnOfAtMostFortyWordsGetsThePreviousTurnIfThatIsShortToo() {
        String forty = "word ".repeat(40);
        String fortyOne = forty + " one\tmore";

        assertThat(TurnContext.of(forty, "before")).isEqualTo("before");
        assertThat(TurnContext.of("  Kyoto,\n with my sister.  ", "before")).isEqualTo("before");
        assertThat(TurnContext.of(fortyOne, "before")).isNull();
        assertThat(TurnContext.of("Kyoto", null)).isNull();
        assertThat(TurnContext.of("Thanks, that works.", fortyOne)).isNull();
    }
}
