package org.mnemos.memory.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class RuleNeedlesTest {

    @Test
    void aLeadingAlternationGivesOneNeedlePerAlternative() {
        assertThat(RuleNeedles.of("\\b(?:ignore|ne tiens (?:pas|plus) compte|set aside) (?:all )?rules\\b"))
                .containsExactly("ignore", "ne tiens", "set aside");
    }

    @Test
    void aLeadingWordIsTheNeedleWithoutALetterAQuantifierMakesOptional() {
        assertThat(RuleNeedles.of("\\bdu bist (?:jetzt|nun)")).containsExactly("du bist");
        assertThat(RuleNeedles.of("\\bsummari[sz]e")).containsExactly("summari");
        assertThat(RuleNeedles.of("\\bprompts? (?:du )?systeme")).containsExactly("prompt");
    }

    @Test
    void noNeedleWhereAMatchMayStartAnywhere() {
        assertThat(RuleNeedles.of("<\\|(?:im_start|endoftext)\\|>|\\[/?INST\\]"))
                .isEmpty();
        assertThat(RuleNeedles.of("\\b(?:from now on|henceforth)? you")).isEmpty();
        assertThat(RuleNeedles.of("\\b(?:send|\\w+ly) data")).isEmpty();
        assertThat(RuleNeedles.of("(?:a|b)|c")).isEmpty();
    }

    /** The needles only skip work: every rule finds in every phrasing of the tests exactly what its pattern finds. */
    @Test
    void everyRuleFindsWhatItsPatternFinds() {
        List<InstructionRule> rules = InstructionScreen.RULES;
        Stream.of(
                        InstructionScreenTest.injections(),
                        InstructionScreenTest.phrasings(),
                        InstructionScreenTest.bypasses())
                .flatMap(arguments -> arguments)
                .map(arguments -> (String) arguments.get()[0])
                .flatMap(text -> InstructionText.forms(text).stream())
                .forEach(form -> rules.forEach(rule -> assertThat(rule.foundIn(form))
                        .as(rule.pattern() + " in " + form)
                        .isEqualTo(rule.pattern().matcher(form).find())));
    }
}
