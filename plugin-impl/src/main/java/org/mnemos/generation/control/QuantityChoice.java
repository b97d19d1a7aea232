package org.mnemos.generation.control;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.ColumnType;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.SemanticType;
import org.mnemos.dashboard.entity.Aggregate;
import org.mnemos.dashboard.entity.DerivedField;
import org.mnemos.dashboard.entity.DerivedKind;
import org.mnemos.dashboard.entity.DurationUnit;
import org.mnemos.dashboard.entity.Ratio;
import org.mnemos.generation.entity.Aggregation;
import org.mnemos.generation.entity.DerivedMeasure;
import org.mnemos.generation.entity.MeasureIntent;

/**
 * How a clause's measure is aggregated on the page: as asked, unless the total or average of that column means
 * nothing (an identifier, code, coordinate or year is counted, a non-additive measure averaged), durations as
 * derived fields and ratios over another total. Every such choice is a note.
 */
final class QuantityChoice {

    /**
     * How a column's values are plotted as they are (a scatter's points, an id over a date): one point a row.
     */
    private static final Aggregate RAW = Aggregate.NONE;

    private final DataProfile profile;
    private final List<DerivedField> derived;
    private final Consumer<String> note;

    /** {@code derived} receives the derived fields the quantities use, {@code note} what was chosen instead. */
    QuantityChoice(DataProfile profile, List<DerivedField> derived, Consumer<String> note) {
        this.profile = profile;
        this.derived = derived;
        this.note = note;
    }

    /** What a measure intent shows: a column or a derived field, aggregated, perhaps over another aggregate. */
    /** {@code raw}: values as they are are wanted; {@code points}: the item can show one point a row. */
    Optional<Quantity> of(MeasureIntent measure, boolean raw, boolean points) {
        if (measure.derived() instanceof DerivedMeasure.Duration duration) {
            return Optional.of(duration(duration, measure.aggregation()));
        }
        if (measure.derived() instanceof DerivedMeasure.Ratio ratio) {
            return ratio(ratio);
        }
        return aggregate(measure, raw, points).map(a -> new Quantity(measure.column(), a, null, null));
    }

    /**
     * A duration between two dates as a derived field in hours (days between plain dates); a median unless
     * another aggregate was asked, since waiting times are skewed by a few long ones.
     */
    private Quantity duration(DerivedMeasure.Duration duration, Aggregation asked) {
        boolean dates = isPlainDate(duration.from()) && isPlainDate(duration.to());
        DurationUnit unit = dates ? DurationUnit.DAYS : DurationUnit.HOURS;
        String name = sentence(duration.phrase()) + " (" + unit.json() + ")";
        DerivedField field = new DerivedField(name, DerivedKind.DATE_DIFF, duration.from(), duration.to(), unit);
        if (!derived.contains(field)) {
            derived.add(field);
        }
        note("'" + duration.phrase() + "': " + duration.to() + " − " + duration.from() + " in " + unit.json());
        Aggregate aggregate = switch (asked) {
            case AVG -> Aggregate.AVG;
            case MIN -> Aggregate.MIN;
            case MAX -> Aggregate.MAX;
            case SUM -> Aggregate.SUM;
            default -> Aggregate.MEDIAN;
        };
        return new Quantity(name, aggregate, null, label(aggregate) + " " + name.toLowerCase(Locale.ROOT));
    }

    /** margin = sum(profit) / sum(sales), when both add up. */
    private Optional<Quantity> ratio(DerivedMeasure.Ratio ratio) {
        boolean adds = Stream.of(ratio.numerator(), ratio.denominator())
                .allMatch(f ->
                        column(f).map(c -> MeasureChoice.semantic(c).summable()).orElse(false));
        if (!adds) {
            note("'" + ratio.phrase() + "': " + ratio.numerator() + " / " + ratio.denominator()
                    + " would divide totals that mean nothing; nothing added");
            return Optional.empty();
        }
        note("'" + ratio.phrase() + "': total " + ratio.numerator() + " / total " + ratio.denominator());
        return Optional.of(new Quantity(
                ratio.numerator(),
                Aggregate.SUM,
                new Ratio(ratio.denominator(), Aggregate.SUM),
                sentence(ratio.phrase())));
    }

    private Optional<Aggregate> aggregate(MeasureIntent measure, boolean raw, boolean points) {
        if (measure.column() == null) {
            return Optional.of(Aggregate.COUNT);
        }
        ColumnProfile column = column(measure.column()).orElseThrow();
        Aggregate asked = switch (measure.aggregation()) {
            case COUNT -> Aggregate.COUNT;
            case DISTINCT -> Aggregate.DISTINCT;
            case MIN -> Aggregate.MIN;
            case MAX -> Aggregate.MAX;
            case AVG -> Aggregate.AVG;
            case MEDIAN -> Aggregate.MEDIAN;
            case SUM, SHARE -> Aggregate.SUM;
            case NONE -> unaggregated(column, raw, points);
        };
        if (asked != Aggregate.SUM && asked != Aggregate.AVG && asked != Aggregate.MEDIAN) {
            return Optional.of(asked);
        }
        SemanticType semantic = MeasureChoice.semantic(column);
        if (!semantic.averageable()) {
            note("'" + measure.column() + "' is " + article(semantic) + "; a "
                    + label(asked).toLowerCase(Locale.ROOT) + " of it means nothing, so it is counted instead");
            return Optional.of(Aggregate.COUNT);
        }
        if (asked == Aggregate.SUM && !semantic.summable()) {
            note("'" + measure.column() + "' does not add up across rows (" + semantic.json() + "): averaged");
            return Optional.of(Aggregate.AVG);
        }
        return Optional.of(asked);
    }

    /**
     * No aggregation written: the values themselves where the item shows points and the column holds numbers
     * (always so for one whose total means nothing), else its total or average, else a count.
     */
    private Aggregate unaggregated(ColumnProfile column, boolean raw, boolean points) {
        boolean numbers = column.columnType() == ColumnType.INTEGER
                || column.columnType() == ColumnType.DECIMAL
                || numericIdentifier(column);
        boolean averageable = MeasureChoice.semantic(column).averageable();
        if (points && numbers && (raw || !averageable)) {
            return RAW;
        }
        if (averageable) {
            return defaultAggregate(column);
        }
        note("'" + column.name() + "' holds no quantity to show here; its rows are counted");
        return Aggregate.COUNT;
    }

    /** Employee and team numbers: plotted as they are, nothing is added up (a text code cannot be). */
    private static boolean numericIdentifier(ColumnProfile column) {
        return column.columnType() == ColumnType.IDENTIFIER && isNumber(column.min()) && isNumber(column.max());
    }

    private static boolean isNumber(String value) {
        return value != null && value.matches("-?\\d+(\\.\\d+)?");
    }

    private static Aggregate defaultAggregate(ColumnProfile column) {
        return MeasureChoice.semantic(column).summable() ? Aggregate.SUM : Aggregate.AVG;
    }

    static String label(Aggregate aggregate) {
        return switch (aggregate) {
            case SUM -> "Total";
            case AVG -> "Average";
            case MIN -> "Minimum";
            case MAX -> "Maximum";
            case COUNT -> "Count of";
            case DISTINCT -> "Distinct";
            case MEDIAN -> "Median";
            case NONE -> "Each";
        };
    }

    private static String article(SemanticType semantic) {
        String word = semantic.json().replace('_', ' ');
        return ("aeiou".indexOf(word.charAt(0)) >= 0 ? "an " : "a ") + word;
    }

    /** The text with a capital first letter ("Rows" when blank). */
    static String sentence(String text) {
        String trimmed = text.strip();
        return trimmed.isEmpty() ? "Rows" : Character.toUpperCase(trimmed.charAt(0)) + trimmed.substring(1);
    }

    private boolean isPlainDate(String name) {
        return column(name).map(c -> c.columnType() == ColumnType.DATE).orElse(false);
    }

    private Optional<ColumnProfile> column(String name) {
        return profile.columns().stream().filter(c -> c.name().equals(name)).findFirst();
    }

    private void note(String text) {
        note.accept(text);
    }
}
