package org.mnemos.programcheck.control;

import java.math.BigDecimal;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Judges single literals against the profile: a text equal to a catalog value or a sample cell, a
 * number equal to a statistic or a numeric sample cell. Column names and the user's task constants
 * always pass. Text is judged whole and, when it carries markup ({@code '<td>Furniture</td>'}), by
 * each run of text between tags; the numbers written inside a text are judged as numbers.
 */
final class LiteralScan {

    private static final Pattern TAG = Pattern.compile("<[^>]*>");
    private static final Pattern CSS_COLOUR = Pattern.compile(
            "#(?:\\p{XDigit}{3,4}|\\p{XDigit}{6}|\\p{XDigit}{8})|(?:rgb|hsl)a?\\(.*\\)", Pattern.CASE_INSENSITIVE);
    private static final Pattern SCRIPT_URL = Pattern.compile("^(?:javascript|vbscript):", Pattern.CASE_INSENSITIVE);
    /** Numbers that are arithmetic or layout rather than data: identities, halves, percent. */
    private static final List<BigDecimal> UI_NUMBERS =
            Stream.of("0", "1", "0.5", "100").map(BigDecimal::new).toList();

    private final ProfileFacts profile;
    private final TaskConstants constants;
    private final List<Finding> findings;

    LiteralScan(ProfileFacts profile, TaskConstants constants, List<Finding> findings) {
        this.profile = profile;
        this.constants = constants;
        this.findings = findings;
    }

    /** Judges a text; {@code noun} says what it is in the message ("string literal", "text"). */
    void text(String value, int line, String noun) {
        if (isAllowed(value)) {
            return;
        }
        // Browsers ignore control characters and spaces before the scheme, so the check does too.
        if (SCRIPT_URL.matcher(value.replaceAll("[\\x00-\\x20]", "")).find()) {
            findings.add(Finding.at(Finding.Kind.JAVASCRIPT_URL, line, value, noun + " %s is a script URL"));
            return;
        }
        Stream.concat(Stream.of(value.strip()), TAG.splitAsStream(value).map(String::strip))
                .distinct()
                .forEach(piece -> textPiece(piece, value, line, noun));
        NumberText.inText(value).forEach(number -> number(number, value, line, noun + " %s contains "));
    }

    /** Judges a numeric literal as written in the source. */
    void number(BigDecimal value, String source, int line) {
        number(value, source, line, "number %s is ");
    }

    /** Whether a text is a name or constant any program may write: a column name, a task constant, a colour, blank. */
    boolean isVocabulary(String value) {
        return value.isBlank()
                || isAllowed(value)
                || CSS_COLOUR.matcher(value.strip()).matches();
    }

    boolean isVocabulary(BigDecimal value) {
        return constants.allows(value) || UI_NUMBERS.stream().anyMatch(n -> n.compareTo(value.abs()) == 0);
    }

    boolean namesColumn(String value) {
        return profile.columnNames.contains(value);
    }

    private boolean isAllowed(String value) {
        return profile.columnNames.contains(value) || constants.allows(value) || constants.allows(value.strip());
    }

    private void textPiece(String piece, String literal, int line, String noun) {
        if (isAllowed(piece)) {
            return;
        }
        String column = profile.catalog.get(piece);
        if (column != null) {
            findings.add(Finding.at(
                    Finding.Kind.CATALOG_VALUE, line, literal, noun + " %s is a catalog value of column " + column));
            return;
        }
        column = profile.samples.get(piece);
        if (column != null) {
            findings.add(Finding.at(
                    Finding.Kind.SAMPLE_VALUE, line, literal, noun + " %s is a sample value of column " + column));
        }
    }

    private void number(BigDecimal value, String literal, int line, String template) {
        if (!NumberText.isTelling(value) || constants.allows(value) || constants.allows(value.negate())) {
            return;
        }
        profile.numbers.stream()
                .filter(statistic -> statistic.matches(value))
                .findFirst()
                .ifPresent(statistic ->
                        findings.add(Finding.at(statistic.kind(), line, literal, template + statistic.label())));
    }
}
