package org.mnemos.connector.profile;

import java.util.List;

/**
 * How much of a profile a rendering shows. The renderer tries these from richest to
 * leanest and keeps the first that fits the token budget.
 *
 * @param samples    whether sample rows are shown
 * @param values     how many catalog values are listed per column
 * @param spread     whether std and quartiles are shown
 * @param nameLength longest column name shown before it is cut
 * @param cellLength longest value (sample cell or catalog value) shown before it is cut
 * @param ranges     whether ranges, means and distinct counts are shown (else names and types only)
 * @param evidence   whether the evidence of semantic types and aggregate rows is shown
 */
record RenderDetail(
        boolean samples, int values, boolean spread, int nameLength, int cellLength, boolean ranges, boolean evidence) {

    static final List<RenderDetail> RICHEST_FIRST = List.of(
            new RenderDetail(true, 10, true, 60, 24, true, true),
            new RenderDetail(false, 10, true, 60, 24, true, true),
            new RenderDetail(false, 5, true, 60, 20, true, true),
            new RenderDetail(false, 5, true, 60, 20, true, false),
            new RenderDetail(false, 3, true, 40, 16, true, false),
            new RenderDetail(false, 0, false, 40, 16, true, false),
            new RenderDetail(false, 0, false, 24, 12, false, false));

    static String cut(String text, int length) {
        if (text == null) {
            return "";
        }
        String oneLine = text.replaceAll("\\s+", " ").strip();
        return oneLine.length() <= length ? oneLine : oneLine.substring(0, length - 1) + "…";
    }
}
