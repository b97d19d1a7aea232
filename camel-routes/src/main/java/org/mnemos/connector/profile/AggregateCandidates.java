package org.mnemos.connector.profile;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * The values of one column named like aggregate rows ("World", "Total", "High income"), found while rows stream
 * by. Each distinct value is looked at once; a column with more than {@value #MAX_VALUES} distinct values is not
 * a dimension whose rows sum up to others, and is given up (its state dropped), which bounds the memory; values
 * longer than a name or starting with a digit are not names of aggregates and are not kept.
 */
final class AggregateCandidates {

    static final int MAX_VALUES = 512;
    private static final int MAX_LENGTH = 80;
    private static final int MAX_FOUND = 64;

    private Set<String> seen = new HashSet<>();
    private final Map<String, String> found = new LinkedHashMap<>();

    void accept(String value) {
        if (seen == null || value.length() > MAX_LENGTH || Character.isDigit(value.charAt(0)) || !seen.add(value)) {
            return;
        }
        if (seen.size() > MAX_VALUES) {
            seen = null;
            found.clear();
            return;
        }
        String evidence = AggregateNames.evidence(value);
        if (evidence != null && found.size() < MAX_FOUND) {
            found.put(value, evidence);
        }
    }

    /** Value → why it is named like an aggregate; empty for a column given up. */
    Map<String, String> found() {
        return found;
    }

    boolean givenUp() {
        return seen == null;
    }

    int retainedItems() {
        return (seen == null ? 0 : seen.size()) + found.size();
    }
}
