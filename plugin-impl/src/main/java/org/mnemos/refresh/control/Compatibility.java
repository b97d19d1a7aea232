package org.mnemos.refresh.control;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.ColumnType;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.TypedValue;
import org.mnemos.api.connector.ValueCount;
import org.mnemos.refresh.entity.Drift;

/**
 * Whether new data still fits an artifact (issue 11, the seed's rule made precise). Only the columns the
 * artifact uses count; extra columns are fine. A used column must exist and keep a type the artifact can
 * follow: the same type (dates in the same format), integer → decimal, decimal → integer when the old data
 * never had a fraction, and any change between the string types (categorical, text, identifier). Numbers
 * or dates becoming strings, and any other change, are drift.
 */
public final class Compatibility {

    private static final Set<ColumnType> STRINGS =
            EnumSet.of(ColumnType.CATEGORICAL, ColumnType.TEXT, ColumnType.IDENTIFIER);

    private Compatibility() {}

    /** The drift of {@code now} against {@code before} in the {@code used} columns, in the order given. */
    public static Drift of(Collection<String> used, DataProfile before, DataProfile now) {
        Map<String, ColumnProfile> old = byName(before);
        Map<String, ColumnProfile> current = byName(now);
        List<String> missing = new ArrayList<>();
        List<Drift.TypeChange> changed = new ArrayList<>();
        List<Drift.CatalogChange> catalogs = new ArrayList<>();
        for (String column : new LinkedHashSet<>(used)) {
            ColumnProfile then = old.get(column);
            ColumnProfile newer = current.get(column);
            if (newer == null) {
                missing.add(column);
            } else if (then != null) {
                typeChange(then, newer, before).ifPresent(changed::add);
                catalogChange(then, newer).ifPresent(catalogs::add);
            }
        }
        return new Drift(missing, changed, catalogs);
    }

    private static Optional<Drift.TypeChange> typeChange(ColumnProfile then, ColumnProfile now, DataProfile before) {
        ColumnType from = then.columnType();
        ColumnType to = now.columnType();
        String reason = null;
        if (from == to) {
            if ((from == ColumnType.DATE || from == ColumnType.DATETIME)
                    && !Objects.equals(then.dateFormat(), now.dateFormat())) {
                reason = "the date format changed from " + then.dateFormat() + " to " + now.dateFormat();
            }
        } else if (from == ColumnType.INTEGER && to == ColumnType.DECIMAL) {
            reason = null;
        } else if (from == ColumnType.DECIMAL && to == ColumnType.INTEGER) {
            if (hadFraction(then, before)) {
                reason = "the column had fractions and now holds whole numbers only";
            }
        } else if (STRINGS.contains(from) && STRINGS.contains(to)) {
            reason = null;
        } else {
            reason = "values were " + from.json() + " and are now " + to.json();
        }
        return Optional.ofNullable(reason).map(why -> new Drift.TypeChange(then.name(), then.type(), now.type(), why));
    }

    /**
     * Whether the old data showed a fraction: in its smallest or largest value or a sampled cell (values as
     * read). A decimal column can hold whole numbers only ("5.0", "1e3"); those follow an integer column.
     */
    private static boolean hadFraction(ColumnProfile column, DataProfile profile) {
        int index = profile.columns().indexOf(column);
        Stream<String> samples =
                profile.samples().stream().filter(row -> index < row.size()).map(row -> row.get(index));
        return Stream.concat(Stream.of(column.min(), column.max()), samples)
                .filter(Objects::nonNull)
                .anyMatch(Compatibility::fractional);
    }

    private static boolean fractional(String value) {
        BigDecimal number = TypedValue.number(value.strip());
        return number != null && number.stripTrailingZeros().scale() > 0;
    }

    private static Optional<Drift.CatalogChange> catalogChange(ColumnProfile then, ColumnProfile now) {
        if (then.columnType() != ColumnType.CATEGORICAL
                || now.columnType() != ColumnType.CATEGORICAL
                || !then.valuesComplete()
                || !now.valuesComplete()) {
            return Optional.empty();
        }
        Set<String> before = values(then);
        Set<String> after = values(now);
        List<String> added = after.stream().filter(v -> !before.contains(v)).toList();
        List<String> removed = before.stream().filter(v -> !after.contains(v)).toList();
        return added.isEmpty() && removed.isEmpty()
                ? Optional.empty()
                : Optional.of(new Drift.CatalogChange(then.name(), added, removed));
    }

    private static Set<String> values(ColumnProfile column) {
        return column.values().stream().map(ValueCount::value).collect(Collectors.toCollection(LinkedHashSet::new));
    }

    private static Map<String, ColumnProfile> byName(DataProfile profile) {
        return profile.columns().stream()
                .collect(Collectors.toMap(ColumnProfile::name, Function.identity(), (a, b) -> a));
    }
}
