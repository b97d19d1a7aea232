package org.mnemos.programcheck.control;

/**
 * One reason a program breaks the data-injection contract.
 *
 * @param kind    which rule it breaks
 * @param literal the offending literal, name or attribute exactly as written (shortened when long),
 *                never the code around it
 * @param line    1-based line in the program, 0 when the finding concerns the whole program
 * @param message readable text naming the line, the literal and why it is refused
 */
public record Finding(Kind kind, String literal, int line, String message) {

    private static final int LONGEST_LITERAL = 60;

    /** What a finding is about; each kind is one documented rule (see artifacts.md). */
    public enum Kind {
        CATALOG_VALUE,
        SAMPLE_VALUE,
        STATISTIC,
        DATA_LITERAL,
        INLINE_DATA_BLOCK,
        FORBIDDEN_API,
        EXTERNAL_RESOURCE,
        EVENT_HANDLER,
        JAVASCRIPT_URL,
        NO_INJECTION_READ,
        UNPARSEABLE_SCRIPT,
        TOO_LARGE
    }

    /**
     * A finding whose message is {@code "line N: "} followed by {@code template} with the quoted
     * literal in place of its first {@code %s} (not a format string: column names may hold a {@code %}).
     */
    static Finding at(Kind kind, int line, String literal, String template) {
        String shown = shorten(literal);
        int slot = template.indexOf("%s");
        String text = template.substring(0, slot) + "\"" + shown + "\"" + template.substring(slot + 2);
        return new Finding(kind, shown, line, line > 0 ? "line " + line + ": " + text : text);
    }

    private static String shorten(String literal) {
        String oneLine = literal.replaceAll("\\s+", " ").strip();
        return oneLine.length() <= LONGEST_LITERAL ? oneLine : oneLine.substring(0, LONGEST_LITERAL) + "…";
    }
}
