package org.mnemos.generation.control;

import org.mnemos.generation.entity.Aggregation;

/**
 * A cue phrase found at tokens {@code [start, end)}.
 *
 * @param aggregation for {@link Kind#AGGREGATE}, else {@code null}
 */
record CueHit(Kind kind, int start, int end, Aggregation aggregation) {

    enum Kind {
        AGGREGATE,
        DIMENSION,
        COLOUR,
        SORT_BY,
        X_AXIS
    }
}
