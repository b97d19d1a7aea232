package org.mnemos.api.connector;

import java.util.List;

/**
 * The first rows of a source, as read, for a citizen developer to check a configuration.
 * Serialized with exactly these field names (a public contract): {@code columns, rows, malformedRows}.
 *
 * @param columns       the column names, in the order of each row's values
 * @param rows          at most the requested number of rows, in source order
 * @param malformedRows rows skipped as malformed before the preview was full
 */
public record Preview(List<String> columns, List<Row> rows, long malformedRows) {

    public Preview {
        columns = List.copyOf(columns);
        rows = List.copyOf(rows);
    }
}
