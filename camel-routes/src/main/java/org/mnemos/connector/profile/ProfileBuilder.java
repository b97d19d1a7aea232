package org.mnemos.connector.profile;

import java.util.List;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.Row;
import org.mnemos.api.connector.RowStream;

/**
 * Profiles a table in one pass over its rows. Memory is bounded per column (sketches and
 * capped sets, see the package description) and never grows with the row count, so a
 * profile of ten million rows costs what a profile of ten thousand does.
 * Not thread-safe: feed it from one thread.
 */
public class ProfileBuilder {

    static final int SAMPLE_ROWS = 5;

    private final List<ColumnStats> columns;
    private final RowReservoir samples = new RowReservoir(SAMPLE_ROWS);
    private final MemberSums memberSums;
    private final DatePairs datePairs = new DatePairs();
    private final ProfileRenderer renderer;
    private long rowCount;
    private long malformedRows;

    public ProfileBuilder(List<String> columnNames) {
        this(columnNames, new ProfileRenderer());
    }

    public ProfileBuilder(List<String> columnNames, ProfileRenderer renderer) {
        this.columns = columnNames.stream().map(ColumnStats::new).toList();
        this.memberSums = new MemberSums(columns.size());
        this.renderer = renderer;
    }

    /** Profiles every remaining row of {@code stream}; the caller still owns (and closes) it. */
    public static DataProfile profile(RowStream stream) {
        ProfileBuilder builder = new ProfileBuilder(stream.columns());
        stream.forEachRemaining(builder::add);
        return builder.malformedRows(stream.malformedRows()).build();
    }

    /** Adds one row; values beyond the header are ignored and missing ones count as nulls. */
    public ProfileBuilder add(Row row) {
        rowCount++;
        String[] values = new String[columns.size()];
        double[] numbers = new double[columns.size()];
        long[] dateKeys = new long[columns.size()];
        for (int i = 0; i < columns.size(); i++) {
            ColumnStats column = columns.get(i);
            column.accept(row.value(i));
            values[i] = column.rowValue();
            numbers[i] = column.rowNumber();
            dateKeys[i] = column.rowDateKey();
        }
        memberSums.add(values, numbers);
        datePairs.add(dateKeys);
        samples.offer(row);
        return this;
    }

    /** Records how many rows the source skipped as malformed before they reached this builder. */
    public ProfileBuilder malformedRows(long count) {
        this.malformedRows = count;
        return this;
    }

    /** The profile of the rows added so far, with its prompt rendering. */
    public DataProfile build() {
        List<ColumnProfile> profiles = SemanticPass.annotate(
                columns, columns.stream().map(ColumnSummary::of).toList(), memberSums);
        DataProfile profile = new DataProfile(
                rowCount,
                SchemaFingerprint.of(profiles),
                profiles,
                samples.sample(),
                "",
                0,
                malformedRows,
                SemanticPass.datePairs(profiles, datePairs));
        ProfileRenderer.Rendering rendering = renderer.render(profile);
        return profile.withText(rendering.text(), rendering.tokens());
    }

    /** The size of the retained state (sketches, capped sets, sample rows): constant in the row count. */
    long retainedSize() {
        return columns.stream().mapToLong(ColumnStats::retainedSize).sum()
                + samples.size()
                + memberSums.retainedItems();
    }
}
