package org.mnemos.connector.profile;

/**
 * Everything the profiler keeps about one column while rows stream by. Each part is bounded
 * in size, so the whole is too, whatever the number of rows.
 */
final class ColumnStats {

    private final String name;
    private final TypeTally types = new TypeTally();
    private final DateRanges dates = new DateRanges();
    private final NumericMoments numbers = new NumericMoments();
    private final DistinctCounter distinct = new DistinctCounter();
    private final ValueCatalog catalog = new ValueCatalog();
    private final ValueShapes shapes = new ValueShapes();
    private final AggregateCandidates aggregates = new AggregateCandidates();
    private long nulls;
    private long present;
    private long totalLength;
    private long withWhitespace;
    private String rowValue;
    private long rowDateKey = DatePattern.NO_MATCH;
    private double rowNumber = Double.NaN;

    ColumnStats(String name) {
        this.name = name;
    }

    void accept(String raw) {
        rowValue = null;
        rowDateKey = DatePattern.NO_MATCH;
        rowNumber = Double.NaN;
        if (NullMarkers.isNull(raw)) {
            nulls++;
            return;
        }
        String value = raw.strip();
        present++;
        totalLength += value.length();
        if (value.indexOf(' ') >= 0) {
            withWhitespace++;
        }
        types.accept(value, dates);
        if (types.isDecimal()) {
            rowNumber = Double.parseDouble(value);
            numbers.add(rowNumber);
        }
        distinct.add(value);
        catalog.add(value);
        shapes.accept(value);
        aggregates.accept(value);
        rowValue = value;
        if (types.datePatterns() != 0) {
            rowDateKey = dateKeyInSeconds();
        }
    }

    /** The value under the first format still possible, in seconds (a date as its midnight), for date pairs. */
    private long dateKeyInSeconds() {
        int first = DatePatterns.first(types.datePatterns());
        long key = dates.last(first);
        return DatePatterns.ALL.get(first).withTime() ? key : key * 86_400;
    }

    /** This row's stripped value; null when it was missing. */
    String rowValue() {
        return rowValue;
    }

    /** This row's value as a number while the column is still numeric; NaN otherwise. */
    double rowNumber() {
        return rowNumber;
    }

    /** This row's date key in seconds; {@link DatePattern#NO_MATCH} when it is no date. */
    long rowDateKey() {
        return rowDateKey;
    }

    ValueShapes shapes() {
        return shapes;
    }

    AggregateCandidates aggregates() {
        return aggregates;
    }

    String name() {
        return name;
    }

    TypeTally types() {
        return types;
    }

    DateRanges dates() {
        return dates;
    }

    NumericMoments numbers() {
        return numbers;
    }

    DistinctCounter distinct() {
        return distinct;
    }

    ValueCatalog catalog() {
        return catalog;
    }

    long nulls() {
        return nulls;
    }

    long present() {
        return present;
    }

    double averageLength() {
        return present == 0 ? 0 : (double) totalLength / present;
    }

    double whitespaceShare() {
        return present == 0 ? 0 : (double) withWhitespace / present;
    }

    /** Bytes and entries held by the bounded structures; for memory checks. */
    long retainedSize() {
        return distinct.retainedBytes()
                + catalog.retainedItems()
                + numbers.retainedItems()
                + aggregates.retainedItems();
    }
}
