package org.mnemos.memory.control;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Finds instructions addressed to an agent inside content (prompt injection), whatever its source: a user may paste
 * a poisoned document as readily as a tool may return one. Content may carry facts worth remembering, but its
 * commands must never become governing memory; the write path quarantines what this screen flags, or shows it to
 * the steward who reviews a proposed instruction.
 *
 * <p>The rules ({@link EnglishInstructions}, {@link FrenchInstructions}, {@link GermanInstructions},
 * {@link SpanishInstructions}, {@link ItalianPortugueseInstructions}) read every form {@link InstructionText} makes of the text, so spacing, hyphenation,
 * look-alike letters, accents and base64 do not hide an instruction.
 */
@ApplicationScoped
public class InstructionScreen {

    static final List<InstructionRule> RULES = Stream.of(
                    EnglishInstructions.RULES,
                    FrenchInstructions.RULES,
                    GermanInstructions.RULES,
                    SpanishInstructions.RULES,
                    ItalianPortugueseInstructions.RULES)
            .flatMap(List::stream)
            .toList();

    /**
     * An instruction spelled out one letter at a time with one separator throughout has lost its word breaks: its
     * letters are matched against the classic override in each language.
     */
    private static final InstructionRule SPELLED_OUT = InstructionRule.rule(
            "ignore previous instructions",
            "(?:ignore|disregard|forget|ignorez|oubliez|oublie|ignoriere|vergiss|ignora|olvida)"
                    + "(?:all|alle|toutes|todas)?(?:the|your|les|vos|tes|die|deine|ihre|las|tus|sus)?"
                    + "(?:previous|prior|above|earlier|vorherigen|bisherigen|obigen)?"
                    + "(?:instructions?|prompts?|rules|consignes|anweisungen|instrucciones|indicaciones)");

    /**
     * A chat template's control tokens or a tool call's markup: a fact has no use for them, a text that wants to
     * open a system turn or call a tool in the agent's name does.
     */
    private static final InstructionRule MARKUP = InstructionRule.rule(
            "chat-template or tool-call markup",
            "<\\|(?:im_start|im_end|endoftext|system|user|assistant|eot_id|start_header_id)\\|>|\\[/?INST\\]|<</?SYS>>"
                    + "|</?(?:tool_call|function_calls?|invoke|tool_use)\\b");

    private static final Pattern QUALIFIED = Pattern.compile("all|alle|toutes|todas|previous|prior|above|earlier"
            + "|vorherigen|bisherigen|obigen|precedentes|anteriores|previas");

    /**
     * A short description of the first agent-directed instruction found, or empty when the
     * text reads as ordinary content.
     */
    public Optional<String> find(String text) {
        Objects.requireNonNull(text, "text");
        List<String> forms = InstructionText.forms(text);
        return RULES.stream()
                .filter(rule -> forms.stream().anyMatch(rule::foundIn))
                .map(InstructionRule::description)
                .findFirst()
                .or(() -> MARKUP.foundIn(text) ? Optional.of(MARKUP.description()) : Optional.empty())
                .or(() -> spelledOut(text));
    }

    private static Optional<String> spelledOut(String text) {
        return InstructionText.spacedOutRuns(text).stream()
                .filter(run ->
                        SPELLED_OUT.foundIn(run) && QUALIFIED.matcher(run).find())
                .map(run -> SPELLED_OUT.description())
                .findFirst();
    }
}
