package org.mnemos.api.connector;

import java.util.Objects;

/**
 * Two date columns whose difference is a duration (created/closed, start/end, order/ship): {@code end} is on or
 * after {@code start} in nearly all rows holding both. JSON: {@code {"start", "end", "ordered", "evidence"}}.
 *
 * @param start    the earlier column
 * @param end      the later column
 * @param ordered  the share of rows holding both in which {@code end ≥ start}
 * @param evidence why they pair, in words
 */
public record DatePair(String start, String end, double ordered, String evidence) {

    public DatePair {
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(end, "end");
        Objects.requireNonNull(evidence, "evidence");
    }
}
