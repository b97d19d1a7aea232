package org.mnemos.platform;

import java.util.List;
import org.mnemos.api.node.Violation;

/**
 * The one rule for the short texts of request envelopes (ids, names, claims): present when required,
 * not blank, at most {@code maxLength} characters, stripped. Violations are collected so that a
 * request reports every field at fault at once.
 */
public final class RequestTexts {

    private RequestTexts() {}

    /** The stripped text, or null and a violation when it is missing, blank or longer than {@code maxLength}. */
    public static String required(String value, String field, int maxLength, List<Violation> violations) {
        return checked(value, field, maxLength, true, violations);
    }

    /** Like {@link #required}, but a missing value is null without a violation. */
    public static String optional(String value, String field, int maxLength, List<Violation> violations) {
        return value == null ? null : checked(value, field, maxLength, false, violations);
    }

    private static String checked(
            String value, String field, int maxLength, boolean required, List<Violation> violations) {
        if (value == null || value.isBlank() || value.length() > maxLength) {
            violations.add(new Violation(
                    "/" + field,
                    field + (required ? " is required: a" : " must be a") + " non-empty string of at most " + maxLength
                            + " characters"));
            return null;
        }
        return value.strip();
    }
}
