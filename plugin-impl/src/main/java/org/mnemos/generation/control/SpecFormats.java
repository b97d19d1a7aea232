package org.mnemos.generation.control;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.mnemos.api.connector.ColumnType;
import org.mnemos.dashboard.control.ColumnNames;
import org.mnemos.dashboard.entity.Aggregate;
import org.mnemos.dashboard.entity.FormatType;
import org.mnemos.dashboard.entity.NumberFormat;
import org.mnemos.dashboard.entity.UnitPosition;

/**
 * How a measure's numbers are written. A KPI total is rounded to whole units (nobody reads the cents of
 * two million), averages and table cells keep two decimals, percentages one; the task specifications'
 * decimal rules override these per format type ("percentages" also covers columns of percentage points).
 */
final class SpecFormats {

    private static final Set<String> CURRENCIES = Set.of("usd", "eur", "gbp", "chf", "jpy", "cad", "aud", "inr", "cny");

    private final TaskRules rules;

    SpecFormats(TaskRules rules) {
        this.rules = rules;
    }

    NumberFormat kpi(Measure measure) {
        boolean total = measure.aggregate() == Aggregate.SUM;
        return scaled(measure, withRules(base(measure, total ? 0 : 2)));
    }

    NumberFormat cell(Measure measure) {
        return scaled(measure, withRules(base(measure, measure.column().columnType() == ColumnType.INTEGER ? 0 : 2)));
    }

    /** A chart's y values written scaled when a rule scales its column ("values in billions"), else as they are. */
    Optional<NumberFormat> chart(Measure measure) {
        return Optional.of(cell(measure)).filter(format -> format.scale() != null);
    }

    /** Scaled as a rule asks: the rule's unit in place of a currency code, its decimals over the format's. */
    private NumberFormat scaled(Measure measure, NumberFormat format) {
        return rules.scaleOf(measure.field())
                .filter(rule -> rule.field() != null
                        || measure.unit() == Measure.Unit.MONEY
                        || measure.unit() == Measure.Unit.PLAIN)
                .map(rule -> new NumberFormat(
                        rule.unit() == null ? format.type() : FormatType.NUMBER,
                        rule.decimals() == null ? format.decimals() : rule.decimals(),
                        rule.unit() == null ? format.currency() : null,
                        format.suffix(),
                        rule.scale(),
                        rule.unit(),
                        rule.unit() == null ? null : UnitPosition.PREFIX))
                .orElse(format);
    }

    /** Counts of records are whole numbers whatever the rules say about decimals. */
    static NumberFormat count() {
        return NumberFormat.number(0);
    }

    private static NumberFormat base(Measure measure, int decimals) {
        return switch (measure.unit()) {
            case MONEY -> new NumberFormat(FormatType.CURRENCY, decimals, currency(measure.field()), null);
            case FRACTION -> new NumberFormat(FormatType.PERCENT, 1, null, null);
            case PERCENTAGE_POINTS -> new NumberFormat(FormatType.NUMBER, 1, null, "%");
            case PLAIN ->
                NumberFormat.number(
                        measure.column().columnType() == ColumnType.INTEGER && measure.aggregate() == Aggregate.SUM
                                ? 0
                                : decimals);
        };
    }

    private NumberFormat withRules(NumberFormat format) {
        FormatType ruled = "%".equals(format.suffix()) ? FormatType.PERCENT : format.type();
        return rules.decimalsFor(ruled).map(format::withDecimals).orElse(format);
    }

    /** A currency code written in the column name ("Freight Cost (USD)"), US dollars otherwise. */
    private static String currency(String field) {
        List<String> words = ColumnNames.words(field);
        return words.stream()
                .filter(CURRENCIES::contains)
                .findFirst()
                .orElse("usd")
                .toUpperCase(Locale.ROOT);
    }
}
