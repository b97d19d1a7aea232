package org.mnemos.dashboard.control;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.DateFormat;
import org.mnemos.api.connector.Row;
import org.mnemos.api.connector.TypedValue;

/**
 * Turns a row as read (text) into the values a page computes with, by the profile's column types:
 * integers and decimals as numbers (exact {@link BigDecimal}s from {@link #exact}, longs and doubles from
 * {@link #typed}), booleans as booleans, dates and date-times as ISO-8601 text (so the
 * page parses one format whatever the source wrote; date-times with an offset in UTC), everything else as the
 * text read, each by the rule the profiler typed the column with ({@link TypedValue}, {@link DateFormat}). What
 * is missing, blank, a null placeholder or does not parse as its column's type becomes null: a blank cell, never
 * NaN.
 */
public final class RowTyping {

    private static final Function<String, Object> TEXT = text -> text;

    private final List<Function<String, Object>> columns;

    /** Typing for rows with these columns; a column the profile does not know stays text. */
    public RowTyping(DataProfile profile, List<String> columns) {
        Map<String, ColumnProfile> known =
                profile.columns().stream().collect(Collectors.toMap(ColumnProfile::name, c -> c, (a, b) -> a));
        this.columns = columns.stream()
                .map(name -> known.containsKey(name) ? reader(known.get(name)) : TEXT)
                .toList();
    }

    /** The row's values with numbers as JSON numbers a page's script reads: longs when whole, else doubles. */
    public Object[] typed(Row row) {
        Object[] values = exact(row);
        for (int i = 0; i < values.length; i++) {
            if (values[i] instanceof BigDecimal number) {
                values[i] = plain(number);
            }
        }
        return values;
    }

    /** The row's values with numbers exactly as written, for sums that must not drift. */
    public Object[] exact(Row row) {
        Object[] values = new Object[columns.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = exact(row, i);
        }
        return values;
    }

    /** The value of one column, numbers exact: for a reader that needs only some columns. */
    public Object exact(Row row, int column) {
        String raw = row.value(column);
        return TypedValue.isNull(raw) ? null : columns.get(column).apply(raw.strip());
    }

    private static Function<String, Object> reader(ColumnProfile column) {
        return switch (column.columnType()) {
            case INTEGER, DECIMAL -> TypedValue::number;
            case BOOLEAN -> TypedValue::bool;
            case DATE -> dates(column.dateFormat(), false);
            case DATETIME -> dates(column.dateFormat(), true);
            default -> TEXT;
        };
    }

    private static Object plain(BigDecimal number) {
        double value = number.doubleValue();
        if (!Double.isFinite(value)) {
            return null;
        }
        return value == Math.rint(value) && Math.abs(value) < 1e15 ? (Object) (long) value : value;
    }

    private static Function<String, Object> dates(String pattern, boolean withTime) {
        return pattern == null ? TEXT : DateFormat.of(pattern, withTime)::iso;
    }
}
