package org.mnemos.platform;

import java.util.Arrays;
import java.util.stream.Collectors;

/** Parses an optional enum query parameter, answering 422 with the allowed values when it is unknown. */
public final class QueryEnums {

    private QueryEnums() {}

    public static <E extends Enum<E>> E parse(String name, String value, Class<E> type) {
        if (value == null || value.isBlank()) {
            return null;
        }
        try {
            return Enum.valueOf(type, value);
        } catch (IllegalArgumentException e) {
            String allowed =
                    Arrays.stream(type.getEnumConstants()).map(Enum::name).collect(Collectors.joining(", "));
            throw ProblemException.invalidInput("/" + name, name + " must be one of " + allowed);
        }
    }
}
