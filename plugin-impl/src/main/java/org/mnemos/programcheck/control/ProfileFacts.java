package org.mnemos.programcheck.control;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.ColumnType;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.Quantiles;
import org.mnemos.api.connector.ValueCount;

/**
 * What a data profile reveals about the data, arranged for look-up: the column names a program may
 * use, the catalog values and sample cells it must not copy (by value, naming their column), and
 * the numbers it must not copy. Sums are not stored in a profile; they are derived as mean × the
 * non-null count because a KPI total is the number a program is most tempted to hard-code.
 */
final class ProfileFacts {

    final Set<String> columnNames;
    /** Catalog value → its column. Boolean columns are left out: true/yes/no are vocabulary, not data. */
    final Map<String, String> catalog = new HashMap<>();
    /** Non-numeric sample cell → its column. */
    final Map<String, String> samples = new HashMap<>();

    final List<Statistic> numbers = new ArrayList<>();

    ProfileFacts(DataProfile profile) {
        columnNames = profile.columns().stream().map(ColumnProfile::name).collect(Collectors.toUnmodifiableSet());
        numbers.add(new Statistic(Finding.Kind.STATISTIC, "the row count", BigDecimal.valueOf(profile.rowCount())));
        profile.columns().forEach(column -> addColumn(column, profile.rowCount()));
        addSamples(profile);
    }

    private void addColumn(ColumnProfile column, long rowCount) {
        String of = " of column " + column.name();
        statistic("the minimum" + of, column.min());
        statistic("the maximum" + of, column.max());
        if (column.mean() != null) {
            statistic("the mean" + of, column.mean());
            statistic("the sum" + of, column.mean() * (rowCount - column.nulls()));
        }
        if (column.std() != null) {
            statistic("the standard deviation" + of, column.std());
        }
        Quantiles quartiles = column.quantiles();
        if (quartiles != null) {
            statistic("the first quartile" + of, quartiles.p25());
            statistic("the median" + of, quartiles.p50());
            statistic("the third quartile" + of, quartiles.p75());
        }
        if (column.columnType() != ColumnType.BOOLEAN) {
            column.values().forEach(entry -> catalogValue(entry, column));
        }
    }

    private void catalogValue(ValueCount entry, ColumnProfile column) {
        if (isTellingText(entry.value())) {
            catalog.putIfAbsent(entry.value(), column.name());
        }
        if (column.valuesComplete()) {
            numbers.add(new Statistic(
                    Finding.Kind.STATISTIC,
                    "a value count of column " + column.name(),
                    BigDecimal.valueOf(entry.count())));
        }
    }

    private void addSamples(DataProfile profile) {
        for (List<String> row : profile.samples()) {
            for (int i = 0; i < row.size() && i < profile.columns().size(); i++) {
                String column = profile.columns().get(i).name();
                String cell = row.get(i);
                NumberText.ofLiteral(cell == null ? "" : cell.strip())
                        .ifPresentOrElse(
                                number -> numbers.add(new Statistic(
                                        Finding.Kind.SAMPLE_VALUE, "a sample value of column " + column, number)),
                                () -> sampleText(cell, column));
            }
        }
    }

    private void sampleText(String cell, String column) {
        if (isTellingText(cell)) {
            samples.putIfAbsent(cell, column);
        }
    }

    /** Text that is evidence of copied data: not blank, not one character, not a column name. */
    private boolean isTellingText(String value) {
        return value != null && value.strip().length() >= 2 && !columnNames.contains(value);
    }

    private void statistic(String label, String text) {
        if (text != null) {
            NumberText.ofLiteral(text.strip())
                    .ifPresent(value -> numbers.add(new Statistic(Finding.Kind.STATISTIC, label, value)));
        }
    }

    private void statistic(String label, double value) {
        if (Double.isFinite(value)) {
            numbers.add(new Statistic(Finding.Kind.STATISTIC, label, BigDecimal.valueOf(value)));
        }
    }
}
