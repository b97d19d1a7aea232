package org.mnemos.generation.control;

/**
 * Generated labels within the spec's bounds ({@code dashboard-spec-2.schema.json}: a KPI's title 60 characters, a
 * chart's and a table's 80). Labels are built from column names, and public tables name columns with whole sentences
 * ("Percentage Of Drivers Involved In Fatal Collisions Who Were Speeding"): such a label is cut at a word and
 * ends with an ellipsis, so that the spec stays valid and the page readable.
 */
final class Labels {

    static final int KPI_TITLE = 60;
    static final int CHART_TITLE = 80;

    private Labels() {}

    static String fit(String label, int max) {
        if (label.length() <= max) {
            return label;
        }
        String cut = label.substring(0, max - 1);
        int space = cut.lastIndexOf(' ');
        return (space > max / 2 ? cut.substring(0, space) : cut).stripTrailing() + "…";
    }
}
