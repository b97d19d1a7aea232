package org.mnemos.generation.control;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.dashboard.entity.CategoryColour;
import org.mnemos.dashboard.entity.DecimalsRule;
import org.mnemos.dashboard.entity.FieldBand;
import org.mnemos.dashboard.entity.FormatType;
import org.mnemos.dashboard.entity.Theme;

/**
 * Reads the three kinds of presentation rule the offline generator can apply out of plain-language task
 * specifications, and resolves them against the profile's columns:
 * <ul>
 * <li>category colours: {@code Value=#RRGGBB} pairs ("gate colours Supply=#3B82F6 Make=#10B981"), see
 *     {@link ColourPairs};</li>
 * <li>thresholds: a numeric column named in the sentence, then comparisons with a colour ("attainment ≥ 95 %
 *     green, < 80 % red"): ≥, >, at least, above, over give a lower bound, <, ≤, below, under an upper one;
 *     "95 %" on a column of fractions means 0.95;</li>
 * <li>decimals: "percentages with one decimal", "format currency to 2 decimal places";</li>
 * <li>themes and scaled values, see {@link PresentationReading}.</li>
 * </ul>
 * Everything else is not understood and left to an LLM generator: other colour notations (rgb(), names
 * outside the small palette below), ranges ("between 80 and 95"), layout or
 * chart wishes, rules about columns the profile lacks. Bands are min-inclusive and max-exclusive, so
 * "> 95" reads as "≥ 95" and "≤ 80" as "< 80".
 */
final class TaskSpecParser {

    private static final Map<String, String> PALETTE = Map.of(
            "green", "#16A34A", "red", "#DC2626", "amber", "#F59E0B", "orange", "#F97316", "yellow", "#EAB308", "blue",
            "#3B82F6", "grey", "#6B7280", "gray", "#6B7280", "purple", "#8B5CF6");
    private static final Pattern COMPARISON = Pattern.compile(
            "(>=|≥|=>|>|<=|≤|=<|<|at least|above|over|below|under)\\s*"
                    + "(-?\\d+(?:\\.\\d+)?)\\s*(%?)\\s*(?:(?:is|in|=|:|→|->)\\s*)?(#[0-9A-Fa-f]{6}\\b|[a-z]+)",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern DECIMALS = Pattern.compile(
            "(percent|percentage|percentages|currency|currencies|money|"
                    + "amounts?|numbers?)\\b[^.;]*?\\b(\\d|zero|no|one|two|three|four)\\s+decimal",
            Pattern.CASE_INSENSITIVE);

    private final ColourPairs colourPairs;
    private final PresentationReading presentation;

    TaskSpecParser(DataProfile profile) {
        this.colourPairs = new ColourPairs(profile);
        this.presentation = new PresentationReading(profile);
    }

    TaskRules parse(List<String> specs) {
        List<CategoryColour> colours = new ArrayList<>();
        List<FieldBand> bands = new ArrayList<>();
        List<DecimalsRule> decimals = new ArrayList<>();
        List<ScaleRule> scales = new ArrayList<>();
        Theme theme = null;
        for (String spec : specs) {
            colours.addAll(colourPairs.read(spec));
            bands.addAll(bands(spec));
            decimals.addAll(decimals(spec));
            presentation.scale(spec).ifPresent(scales::add);
            theme = PresentationReading.theme(spec).orElse(theme);
        }
        return new TaskRules(colours, bands, decimals, scales, theme);
    }

    private List<FieldBand> bands(String spec) {
        Optional<ColumnProfile> column = presentation.numericColumnNamedIn(spec);
        if (column.isEmpty()) {
            return List.of();
        }
        List<FieldBand> bands = new ArrayList<>();
        Matcher m = COMPARISON.matcher(spec);
        while (m.find()) {
            String colour = colour(m.group(4));
            if (colour != null) {
                double bound = Double.parseDouble(m.group(2));
                if (!m.group(3).isEmpty() && MeasureChoice.holdsFractions(column.get())) {
                    bound = bound / 100;
                }
                boolean lower = m.group(1).matches("(?i)>=|≥|=>|>|at least|above|over");
                bands.add(new FieldBand(column.get().name(), lower ? bound : null, lower ? null : bound, colour));
            }
        }
        return bands;
    }

    private static String colour(String word) {
        return word.startsWith("#") ? word.toUpperCase(Locale.ROOT) : PALETTE.get(word.toLowerCase(Locale.ROOT));
    }

    private static List<DecimalsRule> decimals(String spec) {
        List<DecimalsRule> rules = new ArrayList<>();
        Matcher m = DECIMALS.matcher(spec);
        while (m.find()) {
            String kind = m.group(1).toLowerCase(Locale.ROOT);
            FormatType type = kind.startsWith("percent")
                    ? FormatType.PERCENT
                    : kind.startsWith("number") ? FormatType.NUMBER : FormatType.CURRENCY;
            rules.add(
                    new DecimalsRule(type, PresentationReading.places(m.group(2).toLowerCase(Locale.ROOT))));
        }
        return rules;
    }
}
