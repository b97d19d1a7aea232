package org.mnemos.generation.control;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.ColumnType;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.dashboard.entity.Filter;
import org.mnemos.dashboard.entity.FilterOp;
import org.mnemos.generation.entity.FilterIntent;

/**
 * A request's filter as a spec filter: values as equals/in/notIn, comparisons and years as inclusive ranges.
 * A strict comparison on whole numbers moves its bound by one; on decimals or dates it keeps the bound (the
 * spec's ranges are inclusive), which only the bound itself can tell apart; "contains" keeps text holding one of its values.
 */
final class SpecFilters {

    private static final String YEAR = "2000";

    private final DataProfile profile;

    SpecFilters(DataProfile profile) {
        this.profile = profile;
    }

    Optional<Filter> of(FilterIntent intent) {
        String field = intent.column();
        List<String> values = intent.values();
        return switch (intent.op()) {
            case EQUALS -> Optional.of(values.size() == 1 ? equal(field, values) : in(field, FilterOp.IN, values));
            case NOT_EQUALS -> Optional.of(in(field, FilterOp.NOT_IN, values));
            case GREATER -> bound(field, values, 1).map(min -> range(field, min, null));
            case GREATER_OR_EQUAL -> bound(field, values, 0).map(min -> range(field, min, null));
            case LESS -> bound(field, values, -1).map(max -> range(field, null, max));
            case LESS_OR_EQUAL -> bound(field, values, 0).map(max -> range(field, null, max));
            case BETWEEN ->
                values.size() == 2
                        ? Optional.of(range(field, value(field, values.get(0)), value(field, values.get(1))))
                        : Optional.empty();
            case NOT_NULL -> Optional.of(new Filter(field, FilterOp.NOT_NULL, null, null, null, null, null));
            case YEAR_EQUALS ->
                isDate(field) && !adjacent(values) ? Optional.empty() : Optional.of(year(field, values));
            case CONTAINS -> Optional.of(in(field, FilterOp.CONTAINS, values));
        };
    }

    /**
     * A year of a date column is the range of its days (a day, that day); of a year column, the value itself. A
     * date bound covers its whole day or year, as the row filter compares dates by their leading characters.
     */
    private Filter year(String field, List<String> years) {
        if (!isDate(field)) {
            return values(field, years);
        }
        String first = years.stream().min(String::compareTo).orElseThrow();
        String last = years.stream().max(String::compareTo).orElseThrow();
        return first.length() == YEAR.length()
                ? range(field, first + "-01-01", last + "-12-31")
                : range(field, first, last);
    }

    /**
     * "In 1999 or 2000" is one range of days; "in 1999 or 2005" is two, which no spec filter holds (it is then
     * a note, all rows kept).
     */
    private static boolean adjacent(List<String> years) {
        List<Integer> sorted = years.stream()
                .filter(y -> y.length() == YEAR.length())
                .map(Integer::valueOf)
                .sorted()
                .toList();
        for (int i = 1; i < sorted.size(); i++) {
            if (sorted.get(i) - sorted.get(i - 1) > 1) {
                return false;
            }
        }
        return sorted.size() == years.size() || years.size() == 1;
    }

    private static Filter values(String field, List<String> values) {
        return values.size() == 1 ? equal(field, values) : in(field, FilterOp.IN, values);
    }

    private static Filter equal(String field, List<String> values) {
        return new Filter(field, FilterOp.EQUALS, values, null, null, null, null);
    }

    private static Filter in(String field, FilterOp op, List<String> values) {
        return new Filter(field, op, values, null, null, null, null);
    }

    private static Filter range(String field, Object min, Object max) {
        return new Filter(field, FilterOp.RANGE, null, min, max, null, null);
    }

    private Optional<Object> bound(String field, List<String> values, int step) {
        if (values.isEmpty()) {
            return Optional.empty();
        }
        Object value = value(field, values.get(0));
        if (value instanceof BigDecimal number && isWhole(field) && number.scale() <= 0) {
            return Optional.of(number.add(BigDecimal.valueOf(step)));
        }
        if (isDate(field) && step != 0) {
            return Optional.of(nextDateBound((String) value, step));
        }
        return Optional.of(value);
    }

    /**
     * "Before 2002" ends with 2001, "after 2002-06-21" starts on 2002-06-22: a bound covers its whole year or day,
     * so a strict one moves by one of them. Other text is kept.
     */
    private static String nextDateBound(String bound, int step) {
        try {
            if (bound.length() == YEAR.length()) {
                return String.valueOf(Integer.parseInt(bound) + step);
            }
            return LocalDate.parse(bound).plusDays(step).toString();
        } catch (RuntimeException e) {
            return bound;
        }
    }

    /** A number for a numeric column, the text (an ISO date) otherwise. */
    private Object value(String field, String text) {
        if (column(field)
                .map(c -> c.columnType() == ColumnType.INTEGER || c.columnType() == ColumnType.DECIMAL)
                .orElse(false)) {
            try {
                return new BigDecimal(text.strip());
            } catch (NumberFormatException e) {
                return text;
            }
        }
        return text;
    }

    private boolean isWhole(String field) {
        return column(field).map(c -> c.columnType() == ColumnType.INTEGER).orElse(false);
    }

    private boolean isDate(String field) {
        return column(field)
                .map(c -> c.columnType() == ColumnType.DATE || c.columnType() == ColumnType.DATETIME)
                .orElse(false);
    }

    private Optional<ColumnProfile> column(String field) {
        return profile.columns().stream().filter(c -> c.name().equals(field)).findFirst();
    }
}
