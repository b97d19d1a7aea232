package org.mnemos.benchmarks.generation;

/**
 * How one dashboard answered one request. Each hit needs some chart with the gold x and a matching y
 * ({@code axis}); {@code mark}, {@code colour}, {@code data} and {@code sort} each add one more condition on that
 * same chart. {@code sane}: nothing on the page sums or averages an identifier-like column. {@code failed}: the
 * product answered an error (every hit is then a miss).
 */
record Score(boolean axis, boolean mark, boolean colour, boolean data, boolean sort, boolean sane, boolean failed) {

    static final String[] METRICS = {"axis", "mark", "colour", "data", "sort", "sane"};

    static Score failure() {
        return new Score(false, false, false, false, false, false, true);
    }

    boolean hit(String metric) {
        return switch (metric) {
            case "axis" -> axis;
            case "mark" -> mark;
            case "colour" -> colour;
            case "data" -> data;
            case "sort" -> sort;
            case "sane" -> sane;
            default -> throw new IllegalArgumentException(metric);
        };
    }
}
