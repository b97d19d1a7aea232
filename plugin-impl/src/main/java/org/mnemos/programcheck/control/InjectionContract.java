package org.mnemos.programcheck.control;

import java.util.List;
import java.util.Objects;

/**
 * What the serving side promises a program and demands of it: where the data is injected, which
 * bundled resources (the chart library under e.g. {@code /vendor/vega/}) it may load, and
 * how large it may be.
 *
 * @param point           the injection point the program must read
 * @param allowedPrefixes URL prefixes of the resources a program may load, e.g. {@code /vendor/vega/}
 * @param maxBytes        the largest program in UTF-8 bytes
 */
public record InjectionContract(InjectionPoint point, List<String> allowedPrefixes, int maxBytes) {

    /** 50 KB: the size the generation prompt asks for (seed 000: "Keep output under 50KB"). */
    public static final int DEFAULT_MAX_BYTES = 50 * 1024;

    public InjectionContract {
        Objects.requireNonNull(point, "point");
        allowedPrefixes = List.copyOf(allowedPrefixes);
        if (maxBytes <= 0) {
            throw new IllegalArgumentException("maxBytes must be positive");
        }
    }

    public InjectionContract(InjectionPoint point, List<String> allowedPrefixes) {
        this(point, allowedPrefixes, DEFAULT_MAX_BYTES);
    }

    /** The same contract with another size limit, e.g. a node's {@code maxBytes}. */
    public InjectionContract withMaxBytes(int bytes) {
        return new InjectionContract(point, allowedPrefixes, bytes);
    }

    /**
     * Whether a program may load this URL: it starts with an allowed prefix and cannot climb out of
     * it ({@code ..}, an encoded dot or slash, a backslash) nor change origin.
     */
    boolean allowsResource(String url) {
        String trimmed = url.strip();
        boolean escapes =
                trimmed.contains("..") || trimmed.contains("\\") || trimmed.contains("%") || trimmed.startsWith("//");
        return !escapes && allowedPrefixes.stream().anyMatch(trimmed::startsWith);
    }
}
