package org.mnemos.generation.control;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.mnemos.dashboard.entity.Chart;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboard.entity.DetailTable;
import org.mnemos.dashboard.entity.FormatType;
import org.mnemos.dashboard.entity.GroupLimit;
import org.mnemos.dashboard.entity.Mark;
import org.mnemos.dashboard.entity.NumberFormat;
import org.mnemos.dashboard.entity.Scale;
import org.mnemos.dashboard.entity.SortOrder;
import org.mnemos.dashboard.entity.TableColumn;
import org.mnemos.dashboard.entity.TableSort;
import org.mnemos.dashboard.entity.TimeUnit;
import org.mnemos.dashboard.entity.XEncoding;

/**
 * The refinements the offline generator understands, as edits of the current spec: a chart type ("as bars",
 * "as lines", "area", "pie"), a sort ("descending", "ascending"), a row limit ("top 10") and number formats
 * ("one decimal", "2 decimal places", "as percent", "in EUR", "use billions"), a time grain ("by month"), "only
 * the top 5" on tables and bar charts, "remove the table". A format aimed at columns the instruction names
 * changes only those. An instruction none of them matches is read for charts to add ({@link DraftEdit}).
 */
final class SpecRefinement {

    // In this order, so that an instruction naming two marks always gives the same spec (the last one wins).
    private static final List<Map.Entry<Pattern, Mark>> MARKS = List.of(
            Map.entry(words("as bars?|bar charts?|bars"), Mark.BAR),
            Map.entry(words("as lines?|line charts?|lines"), Mark.LINE),
            Map.entry(words("as areas?|area charts?"), Mark.AREA),
            Map.entry(words("as (?:a )?pie|pie charts?"), Mark.ARC),
            Map.entry(words("as points|scatter"), Mark.POINT));
    private static final Pattern DESCENDING = words("descending|largest first|highest first");
    private static final Pattern ASCENDING = words("ascending|smallest first|lowest first");
    private static final Pattern TOP = Pattern.compile("(?i)\\btop (\\d{1,3})\\b");
    private static final Pattern DECIMALS =
            Pattern.compile("(?i)\\b(no|zero|one|two|three|four|\\d) decimals?(?: places?)?\\b");
    private static final Map<String, Integer> NUMBERS =
            Map.of("no", 0, "zero", 0, "one", 1, "two", 2, "three", 3, "four", 4);
    private static final Pattern PERCENT = words("as (?:a )?percent(?:age)?s?|in percent");
    private static final Pattern CURRENCY = Pattern.compile("(?i)\\b(?:as currency|in (USD|EUR|GBP|JPY|CHF))\\b");
    private static final Pattern REMOVE_TABLES =
            words("(?:remove|drop|delete|hide|without) (?:the |all )?(?:detail )?tables?");
    private static final Pattern SCALE = words("(?:use|in|show in|as) (thousands|millions|billions|trillions)");
    private static final Map<Pattern, TimeUnit> GRAINS = new LinkedHashMap<>();

    static {
        GRAINS.put(words("by years?|yearly|per year|annual(?:ly)?"), TimeUnit.YEAR);
        GRAINS.put(words("by quarters?|quarterly|per quarter"), TimeUnit.QUARTER);
        GRAINS.put(words("by months?|monthly|per month"), TimeUnit.MONTH);
        GRAINS.put(words("by weeks?|weekly|per week"), TimeUnit.WEEK);
        GRAINS.put(words("by days?|daily|per day"), TimeUnit.DAY);
    }

    private final String instruction;
    private boolean matched;

    private SpecRefinement(String instruction) {
        this.instruction = instruction == null ? "" : instruction;
    }

    /** The current spec with the edits the instruction asks for, or empty when it asks for none of them. */
    static Optional<DashboardSpec> of(DashboardSpec current, String instruction) {
        SpecRefinement refinement = new SpecRefinement(instruction);
        DashboardSpec refined = refinement.apply(current);
        return refinement.matched ? Optional.of(refined) : Optional.empty();
    }

    private DashboardSpec apply(DashboardSpec spec) {
        DashboardSpec refined = spec;
        for (Map.Entry<Pattern, Mark> mark : MARKS) {
            if (found(mark.getKey())) {
                refined = charts(refined, c -> c.withMark(mark.getValue()));
            }
        }
        if (found(DESCENDING) || found(ASCENDING)) {
            SortOrder order = DESCENDING.matcher(instruction).find() ? SortOrder.DESCENDING : SortOrder.ASCENDING;
            refined = tables(
                    refined,
                    t -> t.sort() == null
                            ? t
                            : t.shown(
                                    t.title(),
                                    t.columns(),
                                    new TableSort(t.sort().field(), order),
                                    t.limit()));
        }
        Matcher top = TOP.matcher(instruction);
        if (top.find() && Integer.parseInt(top.group(1)) >= 1 && Integer.parseInt(top.group(1)) <= 500) {
            matched = true;
            int limit = Integer.parseInt(top.group(1));
            refined = tables(
                    refined,
                    t -> t.shown(
                            t.title().replaceFirst("\\bTop \\d+\\b", "Top " + limit), t.columns(), t.sort(), limit));
            refined = charts(
                    refined,
                    c -> byGroup(c)
                            ? ChartEdits.with(c, c.id(), c.x(), new GroupLimit(Math.min(limit, 100), false))
                            : c);
        }
        // A grain replaces a truncating unit (year..day), never a part of the date (weekday, month of year).
        for (Map.Entry<Pattern, TimeUnit> grain : GRAINS.entrySet()) {
            if (found(grain.getKey())) {
                refined = charts(
                        refined,
                        c -> c.x().timeUnit() == null || c.x().timeUnit().compareTo(TimeUnit.DAY) > 0
                                ? c
                                : ChartEdits.with(
                                        c,
                                        c.id(),
                                        new XEncoding(c.x().field(), grain.getValue(), c.x().sort(), c.x().bin(), null),
                                        c.limit()));
            }
        }
        if (found(REMOVE_TABLES)) {
            refined = refined.withItems(refined.kpis(), refined.charts(), List.of());
        }
        return formats(refined);
    }

    /** A chart of groups (not a time axis or points) keeps the first {@code n} of them. */
    private static boolean byGroup(Chart chart) {
        return chart.x().timeUnit() == null && chart.mark() != Mark.POINT && chart.mark() != Mark.LINE;
    }

    private DashboardSpec formats(DashboardSpec spec) {
        DashboardSpec refined = spec;
        Matcher decimals = DECIMALS.matcher(instruction);
        if (decimals.find()) {
            matched = true;
            String word = decimals.group(1).toLowerCase(Locale.ROOT);
            int places = NUMBERS.containsKey(word) ? NUMBERS.get(word) : Integer.parseInt(word);
            refined = numberFormats(refined, f -> f.withDecimals(places));
        }
        if (found(PERCENT)) {
            refined = numberFormats(refined, f -> new NumberFormat(FormatType.PERCENT, f.decimals(), null, null));
        }
        Matcher scale = SCALE.matcher(instruction);
        if (scale.find()) {
            matched = true;
            Scale asked = Scale.valueOf(scale.group(1).toUpperCase(Locale.ROOT));
            // A chart of amounts written as its points are gets a format to scale, so its axis follows the KPIs.
            refined = charts(
                    refined,
                    c -> c.y().amount() && c.y().format() == null
                            ? c.withY(c.y().withFormat(NumberFormat.number(1)))
                            : c);
            refined = numberFormats(
                    refined,
                    f -> f.decimals() == 0 && f.type() == FormatType.NUMBER && f.scale() == null
                            ? f
                            : new NumberFormat(
                                    f.type(),
                                    Math.max(f.decimals(), 1),
                                    f.currency(),
                                    f.suffix(),
                                    asked,
                                    f.unit(),
                                    f.unitPosition()));
        }
        Matcher currency = CURRENCY.matcher(instruction);
        if (currency.find()) {
            matched = true;
            String code = currency.group(1) == null ? "USD" : currency.group(1).toUpperCase(Locale.ROOT);
            refined = numberFormats(refined, f -> new NumberFormat(FormatType.CURRENCY, f.decimals(), code, null));
        }
        return refined;
    }

    /**
     * Formats of the KPI cards, table columns and chart values the instruction names, or of all of them when it
     * names none.
     */
    private DashboardSpec numberFormats(DashboardSpec spec, UnaryOperator<NumberFormat> change) {
        boolean namesAField = spec.kpis().stream().anyMatch(k -> names(k.field()))
                || spec.tables().stream().flatMap(t -> t.columns().stream()).anyMatch(c -> names(c.field()));
        UnaryOperator<NumberFormat> aimed = f -> f == null ? null : change.apply(f);
        return spec.withItems(
                spec.kpis().stream()
                        .map(k -> !namesAField || names(k.field()) ? k.withFormat(aimed.apply(k.format())) : k)
                        .toList(),
                spec.charts().stream()
                        .map(c -> !namesAField || names(c.y().field())
                                ? c.withY(c.y().withFormat(aimed.apply(c.y().format())))
                                : c)
                        .toList(),
                spec.tables().stream()
                        .map(t -> t.shown(
                                t.title(),
                                t.columns().stream()
                                        .map(c -> !namesAField || names(c.field())
                                                ? new TableColumn(c.field(), aimed.apply(c.format()))
                                                : c)
                                        .toList(),
                                t.sort(),
                                t.limit()))
                        .toList());
    }

    private boolean names(String field) {
        return Pattern.compile("(?i)(?<![\\w])" + Pattern.quote(field) + "(?![\\w])")
                .matcher(instruction)
                .find();
    }

    private boolean found(Pattern pattern) {
        boolean found = pattern.matcher(instruction).find();
        matched |= found;
        return found;
    }

    private static DashboardSpec charts(DashboardSpec s, UnaryOperator<Chart> change) {
        return s.withItems(s.kpis(), s.charts().stream().map(change).toList(), s.tables());
    }

    private static DashboardSpec tables(DashboardSpec s, UnaryOperator<DetailTable> change) {
        return s.withItems(s.kpis(), s.charts(), s.tables().stream().map(change).toList());
    }

    private static Pattern words(String alternatives) {
        return Pattern.compile("(?i)\\b(?:" + alternatives + ")\\b");
    }
}
