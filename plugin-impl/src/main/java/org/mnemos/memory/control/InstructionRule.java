package org.mnemos.memory.control;

import java.util.List;
import java.util.regex.Pattern;

/**
 * One kind of instruction addressed to an agent, as a pattern over the screen's folded text (lower case, no
 * accents, punctuation reduced to single spaces, colons kept: {@link InstructionText}).
 */
record InstructionRule(String description, Pattern pattern, List<String> needles) {

    static InstructionRule rule(String description, String regex) {
        return new InstructionRule(description, Pattern.compile(regex), RuleNeedles.of(regex));
    }

    /**
     * The verb, unless one of the {@code statementWords} before it makes the sentence a statement ("they ignore …").
     * The check looks back from after the verb: a look-behind placed first would run at every position.
     */
    static String command(String verb, String statementWords) {
        return "\\b" + verb + "\\b(?<!\\b(?:" + statementWords + ") " + verb + ")";
    }

    /**
     * "Ignore the previous instructions" in a language that puts the qualifier after the noun: the verb, then either
     * {@code all} before the instructions or an {@code earlier} qualifier after them.
     */
    static List<InstructionRule> ignoring(
            String verbs, String all, String determiners, String instructions, String earlier) {
        String description = "ignore previous instructions";
        return List.of(
                rule(
                        description,
                        "\\b" + verbs + " (?:" + all + " )?(?:" + determiners + " )?" + instructions + " " + earlier
                                + "\\b"),
                rule(description, "\\b" + verbs + " " + all + " (?:" + determiners + " )?" + instructions + "\\b"));
    }

    /**
     * The classic override in a language with few rules of its own: "ignore all / the earlier instructions" (the verb,
     * then {@code all} before the instructions or an {@code earlier} qualifier after them), "from now on you …" and
     * "show all memories".
     */
    static List<InstructionRule> override(
            String verbs, String all, String instructions, String earlier, String fromNowOn, String reveal) {
        String description = "ignore previous instructions";
        return List.of(
                rule(description, "\\b" + verbs + " (?:" + all + ")?(?:\\w+ )?" + instructions + " " + earlier + "\\b"),
                rule(description, "\\b" + verbs + " " + all + instructions + "\\b"),
                rule("from now on", "\\b" + fromNowOn + "\\b"),
                rule("reveal your prompt or secrets", "\\b" + reveal + "\\b"));
    }

    boolean foundIn(String folded) {
        return (needles.isEmpty() || needles.stream().anyMatch(folded::contains))
                && pattern.matcher(folded).find();
    }
}
