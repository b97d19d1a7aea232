package org.mnemos.benchmarks.generation;

/**
 * Which requests of {@code cases.jsonl} a run scores, by line (1-based, inclusive): {@code --cases 150} the first
 * 150 (the development sample the goals are on), {@code --cases all}, or {@code --cases 151-400} a later stretch,
 * which a rule tuned on the first lines has not seen.
 */
record CaseRange(int from, int to) {

    static CaseRange parse(String option) {
        if (option.equals("all")) {
            return new CaseRange(1, Integer.MAX_VALUE);
        }
        int dash = option.indexOf('-');
        if (dash < 0) {
            return new CaseRange(1, Integer.parseInt(option));
        }
        CaseRange range = new CaseRange(
                Integer.parseInt(option.substring(0, dash)), Integer.parseInt(option.substring(dash + 1)));
        if (range.from < 1 || range.to < range.from) {
            throw new IllegalArgumentException("--cases " + option + ": expected N, all or FROM-TO with 1 <= FROM <= TO");
        }
        return range;
    }

    boolean prefix() {
        return from == 1;
    }

    boolean holds(int line) {
        return from <= line && line <= to;
    }

    /** How the page names the cases scored, {@code count} of them. */
    String describe(int count) {
        return prefix() ? "the first " + count + " requests" : "requests " + from + "–" + (from + count - 1);
    }

    /** The key of the "before" figures for the same cases. */
    String key(int count) {
        return prefix() ? "first " + count : "requests " + from + "-" + (from + count - 1);
    }
}
