package org.mnemos.generation.control;

import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.DataProfile;

/**
 * M_data: a data source's stored profile as the user message shows it — the profiler's compact text (columns,
 * types, statistics, catalogs; about 500 tokens whatever the row count) and two of the profile's own sample
 * rows for the shape of the values. Never any other row: the generator has no access to the data.
 */
public final class ProfileSummary {

    static final int SAMPLE_ROWS = 2;
    private static final int CELL_CHARACTERS = 40;

    private ProfileSummary() {}

    public static String of(DataProfile profile) {
        String columns = profile.text() == null || profile.text().isBlank() ? columnList(profile) : profile.text();
        List<List<String>> samples = profile.samples()
                .subList(0, Math.min(SAMPLE_ROWS, profile.samples().size()));
        if (samples.isEmpty()) {
            return columns.strip();
        }
        return columns.strip() + "\nSample rows (for the shape of the values only; never copy them):\n"
                + samples.stream().map(row -> sampleRow(profile, row)).collect(Collectors.joining("\n"));
    }

    private static String columnList(DataProfile profile) {
        return "Table: " + profile.rowCount() + " rows, " + profile.columns().size() + " columns\n"
                + profile.columns().stream()
                        .map(c -> "- " + c.name() + ": " + c.type())
                        .collect(Collectors.joining("\n"));
    }

    private static String sampleRow(DataProfile profile, List<String> row) {
        List<ColumnProfile> columns = profile.columns();
        return "- "
                + IntStream.range(0, Math.min(columns.size(), row.size()))
                        .mapToObj(i -> columns.get(i).name() + "=" + cell(row.get(i)))
                        .collect(Collectors.joining("; "));
    }

    private static String cell(String value) {
        if (value == null) {
            return "";
        }
        return value.length() <= CELL_CHARACTERS ? value : value.substring(0, CELL_CHARACTERS - 1) + "…";
    }
}
