package org.mnemos.connector.profile;

import org.mnemos.api.connector.TypedValue;

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
    private long nulls;
    private long present;
    private long totalLength;
    private long withWhitespace;

    ColumnStats(String name) {
        this.name = name;
    }

    void accept(String raw) {
        if (TypedValue.isNull(raw)) {
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
            numbers.add(Double.parseDouble(value));
        }
        distinct.add(value);
        catalog.add(value);
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
        return distinct.retainedBytes() + catalog.retainedItems() + numbers.retainedItems();
    }
}
