package org.mnemos.generation.control;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.ColumnType;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.ValueCount;
import org.mnemos.dashboard.control.ColumnNames;
import org.mnemos.dashboard.entity.TimeUnit;

/**
 * The columns a dashboard is sliced by: the date for the time series, the categorical for the
 * breakdown, the identifier that counts business entities and the column that names a row in a table.
 */
final class DimensionChoice {

    private static final int DAYS_OF_A_MONTH = 31;

    private static final int MAX_CATEGORIES = 12;
    private static final Set<String> ENTITY_WORDS =
            Set.of("order", "invoice", "shipment", "transaction", "ticket", "booking");
    /** Words of the dimensions business users slice by; such a column beats a better-spread code column. */
    private static final Set<String> DIMENSION_WORDS = Set.of(
            "region",
            "category",
            "segment",
            "country",
            "group",
            "type",
            "mode",
            "channel",
            "status",
            "gate",
            "department",
            "division",
            "lob",
            "tier",
            "plan",
            "contract",
            "method");

    private static final List<String> LABEL_WORDS =
            List.of("product", "item", "customer", "name", "description", "title");

    private final DataProfile profile;

    DimensionChoice(DataProfile profile) {
        this.profile = profile;
    }

    /** The date with the fewest gaps, an order date first: what business users put on a time axis. */
    Optional<ColumnProfile> date() {
        return columns(ColumnType.DATE, ColumnType.DATETIME)
                .filter(c -> c.min() != null && c.max() != null)
                .min(Comparator.comparing((ColumnProfile c) ->
                                !ColumnNames.words(c.name()).contains("order"))
                        .thenComparingLong(ColumnProfile::nulls));
    }

    /**
     * Days for a range up to a month or for a column of a month's worth of dates at most (a handful of dates need
     * no bins), weeks up to half a year, months up to six years, quarters beyond; "daily", "weekly", "monthly",
     * "quarterly" or "yearly" in the instruction win.
     */
    static TimeUnit timeUnit(ColumnProfile date, String instruction) {
        List<String> asked = ColumnNames.words(instruction == null ? "" : instruction);
        for (TimeUnit unit : TimeUnit.values()) {
            if (asked.contains(unit == TimeUnit.DAY ? "daily" : unit.json() + "ly")) {
                return unit;
            }
        }
        long days = ChronoUnit.DAYS.between(day(date.min()), day(date.max()));
        boolean fewDates = date.distinctExact() && date.distinct() <= DAYS_OF_A_MONTH;
        return days <= DAYS_OF_A_MONTH || fewDates
                ? TimeUnit.DAY
                : days <= 183 ? TimeUnit.WEEK : days <= 6 * 366 ? TimeUnit.MONTH : TimeUnit.QUARTER;
    }

    /**
     * The categorical with the best spread: a complete catalog of 2 to 12 values that repeat (two rows a
     * value on average), at most half the rows empty, a dimension's name (region, segment, …) before
     * other names, then the highest entropy (so four even regions beat three lopsided categories);
     * {@code preferred} (the column a colour rule names) wins when it qualifies.
     */
    Optional<ColumnProfile> category(Optional<String> preferred) {
        List<ColumnProfile> candidates = categoryCandidates();
        return candidates.stream()
                .filter(c -> preferred.filter(c.name()::equals).isPresent())
                .findFirst()
                .or(() -> candidates.stream().max(spread(candidates)));
    }

    /** The categoricals that qualify for {@link #category}, best first: what a viewer filters a dashboard by. */
    List<ColumnProfile> categories(int limit) {
        List<ColumnProfile> candidates = categoryCandidates();
        return candidates.stream()
                .sorted(spread(candidates).reversed())
                .limit(limit)
                .toList();
    }

    private List<ColumnProfile> categoryCandidates() {
        return columns(ColumnType.CATEGORICAL, ColumnType.BOOLEAN)
                .filter(c -> c.valuesComplete()
                        && c.values().size() >= 2
                        && c.values().size() <= MAX_CATEGORIES)
                .filter(c -> c.nulls() * 2 <= profile.rowCount() && c.distinct() * 2 <= profile.rowCount())
                .toList();
    }

    private static Comparator<ColumnProfile> spread(List<ColumnProfile> candidates) {
        return Comparator.comparing((ColumnProfile c) -> c.columnType() == ColumnType.CATEGORICAL)
                .thenComparing(c -> ColumnNames.words(c.name()).stream().anyMatch(DIMENSION_WORDS::contains))
                .thenComparingDouble(DimensionChoice::entropy)
                .thenComparing(c -> -candidates.indexOf(c));
    }

    /** An identifier of business entities worth counting (Order ID), never a row number. */
    Optional<ColumnProfile> entity() {
        return columns(ColumnType.IDENTIFIER)
                .filter(c -> ColumnNames.words(c.name()).stream().anyMatch(ENTITY_WORDS::contains))
                .findFirst();
    }

    /**
     * The column that tells a reader which record a table row is: a product or customer name, say, with
     * more values than a category has.
     */
    Optional<ColumnProfile> label() {
        for (String word : LABEL_WORDS) {
            Optional<ColumnProfile> named = columns(ColumnType.TEXT, ColumnType.CATEGORICAL)
                    .filter(c -> c.distinct() > MAX_CATEGORIES
                            && ColumnNames.words(c.name()).contains(word))
                    .findFirst();
            if (named.isPresent()) {
                return named;
            }
        }
        return Optional.empty();
    }

    private Stream<ColumnProfile> columns(ColumnType... types) {
        Set<ColumnType> wanted = Set.of(types);
        return profile.columns().stream().filter(c -> wanted.contains(c.columnType()));
    }

    private static double entropy(ColumnProfile column) {
        double total = column.values().stream().mapToLong(ValueCount::count).sum();
        return column.values().stream()
                .mapToDouble(v -> v.count() / total)
                .filter(p -> p > 0)
                .map(p -> -p * Math.log(p) / Math.log(2))
                .sum();
    }

    private static LocalDate day(String isoDateOrDateTime) {
        return LocalDate.parse(isoDateOrDateTime.substring(0, 10));
    }
}
