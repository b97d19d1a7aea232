package org.mnemos.platform;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * Checks required fields of typed request bodies. Jackson has already refused values of the wrong type;
 * what is left is absence and length, answered with 422 problems that name the field at fault.
 */
public final class RequiredFields {

    private RequiredFields() {}

    public static String text(String value, String field, int maxLength) {
        if (value == null || value.isBlank() || value.length() > maxLength) {
            throw ProblemException.invalidInput(
                    "/" + field, field + " is required: a non-empty string of at most " + maxLength + " characters");
        }
        return value.strip();
    }

    public static <E extends Enum<E>> E value(E value, String field, Class<E> type) {
        if (value == null) {
            String names =
                    Arrays.stream(type.getEnumConstants()).map(Enum::name).collect(Collectors.joining(", "));
            throw ProblemException.invalidInput("/" + field, field + " must be one of " + names);
        }
        return value;
    }
}
