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

    @Test
    void aShortTurnIsFoundByItsVectorPlusThePreviousTurnsWhenThatIsItsContext() {
        float[] own = {1, 0, 0};
        float[] before = {0, 1, 0};

        assertThat(TurnContext.vector("Kyoto, with my sister.", own, "Where did you go?", before))
                .containsExactly(1, 1, 0);
        assertThat(own).as("the embedding itself is left as it is").containsExactly(1, 0, 0);
        assertThat(TurnContext.vector("word ".repeat(41), own, "Where did you go?", before))
                .isSameAs(own);
        assertThat(TurnContext.vector("Thanks.", own, "word ".repeat(41), before))
                .isSameAs(own);
        assertThat(TurnContext.vector("Kyoto.", own, null, null)).isSameAs(own);
        assertThat(TurnContext.vector("Kyoto.", own, "Where did you go?", null))
                .as("a previous turn indexed for its words only")
                .isSameAs(own);
        assertThat(TurnContext.vector("Kyoto.", null, "Where did you go?", before))
                .as("a turn indexed for its words only stays so")
                .isNull();
    }
}
