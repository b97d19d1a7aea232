package org.mnemos.dashboard.control;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.dashboard.entity.Exclusion;
import org.mnemos.dashboard.entity.Filter;

/**
 * Whether a row counts for an item: every filter holds (ANDed) and no exclusion matches. Values compare as a
 * person reads them: text trimmed and case-insensitive, numbers by value, ISO dates by their characters (a
 * date bound covers its whole day). A relative filter keeps the last n units up to the column's latest date
 * in the profile of the data read, not the wall clock, so a refresh of the same data gives the same numbers.
 */
final class RowFilter {

    private static final Pattern YEAR = Pattern.compile("\\d{4}");

    private static final int MEMO = 10_000;

    /** Keeps every row. */
    static final RowFilter ALL = new RowFilter(List.of());

    private final List<Predicate<Function<String, Object>>> tests;

    private RowFilter(List<Predicate<Function<String, Object>>> tests) {
        this.tests = tests;
    }

    static RowFilter of(List<Filter> filters, List<Exclusion> exclusions, DataProfile profile) {
        if (filters.isEmpty() && exclusions.isEmpty()) {
            return ALL;
        }
        List<Predicate<Function<String, Object>>> tests = new ArrayList<>();
        filters.forEach(filter -> tests.add(test(filter, profile)));
        exclusions.forEach(exclusion -> {
            Set<String> left = texts(exclusion.values());
            tests.add(row -> !left.contains(text(row.apply(exclusion.field()))));
        });
        return new RowFilter(List.copyOf(tests));
    }

    boolean keeps(Function<String, Object> row) {
        for (Predicate<Function<String, Object>> test : tests) {
            if (!test.test(row)) {
                return false;
            }
        }
        return true;
    }

    private static Predicate<Function<String, Object>> test(Filter filter, DataProfile profile) {
        String field = filter.field();
        return switch (filter.op()) {
            case EQUALS, IN -> {
                Predicate<Object> among = among(filter.values());
                yield row -> among.test(row.apply(field));
            }
            case NOT_IN -> {
                Predicate<Object> among = among(filter.values());
                yield row -> ValueOrder.present(row.apply(field)) && !among.test(row.apply(field));
            }
            case NOT_NULL -> row -> ValueOrder.present(row.apply(field));
            case CONTAINS -> {
                Set<String> parts = texts(filter.values());
                yield row -> {
                    String cell = text(row.apply(field));
                    return parts.stream().anyMatch(cell::contains);
                };
            }
            case RANGE -> {
                Predicate<Object> within = within(filter.min(), filter.max());
                yield row -> within.test(row.apply(field));
            }
            case RELATIVE -> {
                Predicate<Object> within = within(since(filter, profile), null);
                yield row -> within.test(row.apply(field));
            }
        };
    }

    /** Cells equal to one of {@code values}: numerically when both are numbers, else as trimmed lower-case text. */
    private static Predicate<Object> among(List<String> values) {
        Set<String> texts = texts(values);
        Set<BigDecimal> numbers = values.stream()
                .map(RowFilter::number)
                .filter(n -> n != null)
                .map(n -> n.stripTrailingZeros())
                .collect(Collectors.toSet());
        // A column's texts repeat: each is lower-cased once (up to MEMO of them), not once a row.
        Map<Object, Boolean> seen = new HashMap<>();
        return cell -> {
            if (cell instanceof BigDecimal number) {
                return numbers.contains(number.stripTrailingZeros());
            }
            Boolean kept = seen.get(cell);
            if (kept == null) {
                kept = ValueOrder.present(cell) && texts.contains(text(cell));
                if (seen.size() < MEMO) {
                    seen.put(cell, kept);
                }
            }
            return kept;
        };
    }

    private static Predicate<Object> within(Object min, Object max) {
        return cell -> {
            if (!ValueOrder.present(cell)) {
                return false;
            }
            return (min == null || compare(cell, min) >= 0) && (max == null || compare(cell, max) <= 0);
        };
    }

    private static int compare(Object cell, Object bound) {
        if (cell instanceof BigDecimal number) {
            BigDecimal limit = number(String.valueOf(bound));
            return limit == null ? 0 : number.compareTo(limit);
        }
        String text = cell.toString();
        String limit = String.valueOf(bound);
        // "2022-12-31" as a bound covers every time of that day.
        return text.substring(0, Math.min(text.length(), limit.length())).compareTo(limit);
    }

    /**
     * The first day of the last {@code filter.last} units that end with the column's latest date; of a year column,
     * the first of its last {@code filter.last} years.
     */
    private static String since(Filter filter, DataProfile profile) {
        String max = profile.columns().stream()
                .filter(column -> column.name().equals(filter.field()))
                .map(ColumnProfile::max)
                .filter(value -> value != null)
                .findFirst()
                .orElse("");
        if (YEAR.matcher(max).matches()) {
            return String.valueOf(Integer.parseInt(max) - (filter.last() - 1));
        }
        String latest = max.length() >= 10 ? max : null;
        if (latest == null) {
            return "9999-12-31";
        }
        LocalDate end = LocalDate.parse(latest.substring(0, 10));
        int n = filter.last() - 1;
        LocalDate first = switch (filter.unit()) {
            case DAY -> end.minusDays(n);
            case WEEK -> end.minusWeeks(n).minusDays(end.getDayOfWeek().getValue() % 7);
            case MONTH -> end.withDayOfMonth(1).minusMonths(n);
            case QUARTER -> end.withDayOfMonth(1).minusMonths((end.getMonthValue() - 1) % 3 + 3L * n);
            case YEAR -> end.withDayOfYear(1).minusYears(n);
        };
        return first.toString();
    }

    private static Set<String> texts(List<String> values) {
        return values.stream().map(RowFilter::text).collect(Collectors.toSet());
    }

    private static String text(Object value) {
        return value == null ? "" : value.toString().strip().toLowerCase(Locale.ROOT);
    }

    private static BigDecimal number(String text) {
        try {
            return new BigDecimal(text.strip());
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
