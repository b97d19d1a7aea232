package org.mnemos.portability.control;

import java.util.Map;

/** The last line of an export: how many lines of each kind came before it, so a cut-off stream shows. */
public record EndLine(String kind, Map<String, Long> lines) {

    public static final String KIND = "end";

    public static EndLine of(Map<String, Long> lines) {
        return new EndLine(KIND, Map.copyOf(lines));
    }
}
