package org.mnemos.memory.control;

import java.util.regex.Pattern;

/**
 * One headed section of a composed prompt, e.g. {@code ## Data} and a data profile. The body is data: a line of it
 * shaped like a heading is escaped ({@code \## Output}), so that no text in a section can open another one.
 */
public record PromptSection(String header, String body) {

    /** A line shaped like a heading, however indented (also by invisible characters): {@code #} to {@code ######}. */
    private static final Pattern HEADING = Pattern.compile("^([\\h\\p{Cf}]*)([#＃]{1,6})(?=\\h|$)", Pattern.MULTILINE);

    String text() {
        return header + "\n" + escaped(body.strip());
    }

    /** Every line break (also U+2028, U+2029, U+0085) as {@code \n}, and each heading-shaped line escaped. */
    static String escaped(String body) {
        return HEADING.matcher(body.replaceAll("\\R", "\n")).replaceAll("$1\\\\$2");
    }
}
