package org.mnemos.generation.entity;

import java.util.List;

/**
 * An instruction read against one table.
 *
 * @param instruction the request as written
 * @param clauses     one intent per clause that asks for something of its own
 * @param filters     filters written as clauses of their own ("only 2022"), which hold for every clause
 */
public record RequestIntent(String instruction, List<ClauseIntent> clauses, List<FilterIntent> filters) {

    public RequestIntent {
        clauses = List.copyOf(clauses);
        filters = List.copyOf(filters);
    }

    /** Every phrase that was not mapped, clause by clause, with the reason. */
    public List<Unmatched> notUnderstood() {
        return clauses.stream().flatMap(c -> c.unmatched().stream()).toList();
    }
}
