package org.mnemos.jobs.control;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.stream.StreamSupport;
import org.mnemos.jobs.entity.Skip;

/**
 * A run's skipped entries ({@code job_run.skips}) and their count ({@code skipped} in its metrics). An entry
 * is recorded once, also when a restarted partition reads it again; the list keeps the first
 * {@link #MAX_KEPT}, the count goes on.
 */
record SkipLog(ObjectNode metrics, ArrayNode skips) {

    static final int MAX_KEPT = 1_000;
    static final String METRIC = "skipped";

    /** Whether the skip was new, in which case it is now counted and, while there is room, kept. */
    boolean add(Skip skip) {
        boolean known = StreamSupport.stream(skips.spliterator(), false)
                .anyMatch(s -> s.path("id").asText().equals(skip.id()));
        if (known) {
            return false;
        }
        metrics.put(METRIC, metrics.path(METRIC).asLong() + 1);
        if (skips.size() < MAX_KEPT) {
            skips.addObject().put("id", skip.id()).put("reason", skip.reason());
        }
        return true;
    }
}
