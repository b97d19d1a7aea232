package org.mnemos.portability.control;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** The answer of an import: the target workspace, how many lines had each outcome, and every line's outcome. */
public record ImportReport(String workspace, Map<Outcome, Long> counts, List<LineOutcome> lines) {

    public static ImportReport of(String workspace, List<LineOutcome> lines) {
        Map<Outcome, Long> counts = new EnumMap<>(Outcome.class);
        for (Outcome outcome : Outcome.values()) {
            counts.put(outcome, 0L);
        }
        lines.forEach(line -> counts.merge(line.outcome(), 1L, Long::sum));
        return new ImportReport(workspace, counts, List.copyOf(lines));
    }
}
