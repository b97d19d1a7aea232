package org.mnemos.generation.control;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.ColumnType;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.dashboard.control.ColumnNames;
import org.mnemos.dashboard.control.Summability;
import org.mnemos.dashboard.entity.DetailTable;
import org.mnemos.dashboard.entity.Filter;
import org.mnemos.dashboard.entity.FilterOp;
import org.mnemos.dashboard.entity.KpiCard;
import org.mnemos.dashboard.entity.PeriodUnit;

/**
 * A table of observations, one row per period (and per entity): a World Bank series holds each country's value
 * once a year, a price index once a month. Its numbers are levels read at a time, so a total across periods
 * (sixty years of GDP added up) means nothing: the default KPIs and the top rows read the latest period instead,
 * through a relative filter, so a refresh with a new year shows that year. Transactions (many rows a day for the
 * same customer or segment) are not observations and keep their totals, nor are rows dated by an event (a hire
 * date, a year built).
 */
final class PeriodicTable {

    // One row a period, give or take a duplicate; a panel fills at least half of its entity × period grid.
    private static final double ROWS_PER_PERIOD = 1.05;
    private static final double PANEL_FILL = 0.5;
    private static final Set<ColumnType> ENTITY_TYPES =
            Set.of(ColumnType.CATEGORICAL, ColumnType.TEXT, ColumnType.IDENTIFIER);

    /** A period column is named as one ("Year", "Date", "Season"); "hire date" or "built year" dates events. */
    private static final Set<String> PERIOD_WORDS =
            Set.of("year", "yr", "date", "day", "week", "month", "quarter", "period", "season", "time", "fy", "fiscal");

    private static final double DAYS_A_MONTH = 30.44;
    private static final double DAYS_A_YEAR = 365.25;
    private static final double SPACING_SLACK = 0.05;

    private final ColumnProfile period;
    private final PeriodUnit unit;

    private PeriodicTable(ColumnProfile period, PeriodUnit unit) {
        this.period = period;
        this.unit = unit;
    }

    /** The table read as periodic observations, when one of its time columns makes it so. */
    static Optional<PeriodicTable> of(DataProfile profile) {
        return profile.columns().stream()
                .filter(time -> observedOncePerPeriod(profile, time))
                .max(Comparator.comparingLong(ColumnProfile::distinct))
                .flatMap(time -> unitOf(time).map(unit -> new PeriodicTable(time, unit)));
    }

    ColumnProfile period() {
        return period;
    }

    /** The KPI over the latest period only, titled so. */
    KpiCard latest(KpiCard kpi) {
        return new KpiCard(
                kpi.id(),
                Labels.fit(kpi.title() + ", latest " + unit.json(), Labels.KPI_TITLE),
                kpi.field(),
                kpi.aggregate(),
                kpi.format(),
                kpi.thresholds(),
                kpi.per(),
                kpi.percent(),
                List.of(filter()));
    }

    /** The top rows of the latest period, titled so. */
    DetailTable latest(DetailTable table) {
        return new DetailTable(
                table.id(),
                Labels.fit(table.title() + ", latest " + unit.json(), Labels.CHART_TITLE),
                table.columns(),
                table.sort(),
                table.limit(),
                List.of(filter()));
    }

    private Filter filter() {
        return new Filter(period.name(), FilterOp.RELATIVE, null, null, null, 1, unit);
    }

    /**
     * A year column's period is the year; a date column's the day, month or year its dates are evenly spaced by
     * (a date column of scattered days is no period: payments on 15 days of two years).
     */
    private static Optional<PeriodUnit> unitOf(ColumnProfile column) {
        List<String> words = ColumnNames.words(column.name());
        if (words.isEmpty() || !PERIOD_WORDS.containsAll(words)) {
            return Optional.empty();
        }
        // Calendar years (1800-2100) as the spec's relative filter reads them, one after the other.
        if (Summability.isYears(column)) {
            double span = Double.parseDouble(column.max()) - Double.parseDouble(column.min());
            return evenly(column.distinct() - 1, span) ? Optional.of(PeriodUnit.YEAR) : Optional.empty();
        }
        if (column.columnType() != ColumnType.DATE || column.min() == null || column.max() == null) {
            return Optional.empty();
        }
        double days = ChronoUnit.DAYS.between(
                LocalDate.parse(column.min().substring(0, 10)),
                LocalDate.parse(column.max().substring(0, 10)));
        long steps = column.distinct() - 1;
        if (evenly(steps, days)) {
            return Optional.of(PeriodUnit.DAY);
        }
        if (evenly(steps, days / DAYS_A_MONTH)) {
            return Optional.of(PeriodUnit.MONTH);
        }
        return evenly(steps, days / DAYS_A_YEAR) ? Optional.of(PeriodUnit.YEAR) : Optional.empty();
    }

    private static boolean evenly(long steps, double span) {
        return steps > 0 && Math.abs(steps - span) <= Math.max(1, SPACING_SLACK * span);
    }

    /** One row per period, or per entity and period over at least half of their grid. */
    private static boolean observedOncePerPeriod(DataProfile profile, ColumnProfile time) {
        if (unitOf(time).isEmpty()) {
            return false;
        }
        long rows = profile.rowCount();
        long periods = time.distinct();
        if (periods < 2 || rows == 0) {
            return false;
        }
        if (rows <= ROWS_PER_PERIOD * periods) {
            return true;
        }
        return profile.columns().stream()
                .filter(c -> c != time && ENTITY_TYPES.contains(c.columnType()) && c.distinct() >= 2)
                .anyMatch(entity -> {
                    double grid = (double) entity.distinct() * periods;
                    return rows <= ROWS_PER_PERIOD * grid && rows >= PANEL_FILL * grid;
                });
    }
}
