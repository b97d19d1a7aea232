package org.mnemos.api.connector;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A compact, row-count-independent description of a table: what an LLM needs to write
 * code against the data without seeing it. Serialized with exactly these field names (a
 * public contract): {@code rowCount, fingerprint, columns, samples, text, tokens, malformedRows, datePairs}.
 *
 * @param rowCount      rows profiled (malformed rows that were skipped are not included)
 * @param fingerprint   lower-case hex SHA-256 of the schema: the UTF-8 bytes of each column's
 *                      {@code name:type}, joined with a line feed, in column order; equal
 *                      fingerprints mean the same columns with the same types
 * @param columns       one profile per column, in source order
 * @param samples       up to five rows drawn uniformly (deterministically) from the whole source,
 *                      in source order, values as read
 * @param text          a compact rendering of this profile for a prompt
 * @param tokens        the length of {@code text} in o200k_base tokens
 * @param malformedRows rows skipped because they were malformed
 * @param datePairs     the pairs of date columns whose difference is a duration (created/closed, order/ship)
 */
public record DataProfile(
        long rowCount,
        String fingerprint,
        List<ColumnProfile> columns,
        List<List<String>> samples,
        String text,
        int tokens,
        long malformedRows,
        List<DatePair> datePairs) {

    public DataProfile {
        columns = List.copyOf(columns);
        samples = samples.stream().map(DataProfile::copyRow).toList();
        datePairs = datePairs == null ? List.of() : List.copyOf(datePairs);
    }

    /** A profile without date pairs, as profiles were before them. */
    public DataProfile(
            long rowCount,
            String fingerprint,
            List<ColumnProfile> columns,
            List<List<String>> samples,
            String text,
            int tokens,
            long malformedRows) {
        this(rowCount, fingerprint, columns, samples, text, tokens, malformedRows, List.of());
    }

    /** This profile carrying a rendering of itself. */
    public DataProfile withText(String text, int tokens) {
        return new DataProfile(rowCount, fingerprint, columns, samples, text, tokens, malformedRows, datePairs);
    }

    /** This profile with what it copies from the data replaced (masked): columns, sample rows and text. */
    public DataProfile withContent(List<ColumnProfile> columns, List<List<String>> samples, String text) {
        return new DataProfile(rowCount, fingerprint, columns, samples, text, tokens, malformedRows, datePairs);
    }

    private static List<String> copyRow(List<String> row) {
        // Sample values may be null; List.copyOf would reject them.
        return Collections.unmodifiableList(new ArrayList<>(row));
    }
}
