package org.mnemos.generation.control;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.ColumnType;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.dashboard.control.ColumnNames;
import org.mnemos.dashboard.entity.Scale;
import org.mnemos.dashboard.entity.Theme;

/**
 * The look owners write into task specifications beside colours and bands: a theme ("Use dark theme (#1a1a2e
 * background)", "light mode", "background #f5f5f5") and scaled values ("values in billions of US dollars with
 * one decimal", "Sales in thousands"): the scale, a unit for the currency named, the decimals, aimed at the
 * numeric column the sentence names or at every measure when it names none.
 */
final class PresentationReading {

    private static final Pattern THEME = Pattern.compile("(?i)\\b(dark|light)\\s+(?:theme|mode|background)\\b");
    private static final Pattern BACKGROUND =
            Pattern.compile("(?i)(#[0-9a-f]{6})\\b(?=[^.;]*\\bbackground)|\\bbackground\\b[^.;#]*(#[0-9a-f]{6})\\b");
    private static final Pattern SCALE = Pattern.compile("(?i)\\bin\\s+(thousands|millions|billions|trillions)\\b");
    private static final Pattern DECIMALS = Pattern.compile("(?i)\\b(\\d|zero|no|one|two|three)\\s+decimals?\\b");
    private static final List<String> NUMBER_WORDS = List.of("zero", "one", "two", "three");
    /** Currencies as owners name them, and the sign written before the value. */
    private static final Map<Pattern, String> UNITS = Map.of(
            Pattern.compile("(?i)\\b(?:us\\s*dollars?|usd|us\\$|dollars?)\\b|\\$"), "US$",
            Pattern.compile("(?i)\\b(?:euros?|eur)\\b|€"), "€",
            Pattern.compile("(?i)\\b(?:pounds?(?: sterling)?|gbp)\\b|£"), "£");

    private final DataProfile profile;

    PresentationReading(DataProfile profile) {
        this.profile = profile;
    }

    /** The theme a specification asks for; a lone background is dark when its colour is. */
    static Optional<Theme> theme(String spec) {
        Matcher mode = THEME.matcher(spec);
        Matcher background = BACKGROUND.matcher(spec);
        String colour = background.find()
                ? (background.group(1) != null ? background.group(1) : background.group(2)).toLowerCase(Locale.ROOT)
                : null;
        if (mode.find()) {
            Theme.Mode asked = Theme.Mode.valueOf(mode.group(1).toUpperCase(Locale.ROOT));
            return Optional.of(new Theme(asked, colour, null));
        }
        return Optional.ofNullable(colour).map(c -> new Theme(dark(c) ? Theme.Mode.DARK : Theme.Mode.LIGHT, c, null));
    }

    /** A scaled-values rule, or empty when the specification scales nothing. */
    Optional<ScaleRule> scale(String spec) {
        Matcher scale = SCALE.matcher(spec);
        if (!scale.find()) {
            return Optional.empty();
        }
        String unit = UNITS.entrySet().stream()
                .filter(e -> e.getKey().matcher(spec).find())
                .map(Map.Entry::getValue)
                .findFirst()
                .orElse(null);
        Matcher decimals = DECIMALS.matcher(spec);
        Integer places = decimals.find() ? places(decimals.group(1).toLowerCase(Locale.ROOT)) : null;
        return Optional.of(new ScaleRule(
                numericColumnNamedIn(spec).map(ColumnProfile::name).orElse(null),
                Scale.valueOf(scale.group(1).toUpperCase(Locale.ROOT)),
                unit,
                places));
    }

    /** The numeric column with the longest name all of whose words the sentence contains. */
    Optional<ColumnProfile> numericColumnNamedIn(String spec) {
        List<String> words = ColumnNames.words(spec);
        return profile.columns().stream()
                .filter(c -> c.columnType() == ColumnType.INTEGER || c.columnType() == ColumnType.DECIMAL)
                .filter(c -> ColumnNames.mentioned(c.name(), words))
                .max(Comparator.comparingInt(c -> ColumnNames.words(c.name()).size()));
    }

    static int places(String word) {
        return Character.isDigit(word.charAt(0))
                ? Integer.parseInt(word)
                : word.equals("no") ? 0 : NUMBER_WORDS.indexOf(word);
    }

    /** Relative luminance below one half (sRGB weights, no gamma: enough to tell dark from light). */
    private static boolean dark(String hex) {
        int rgb = Integer.parseInt(hex.substring(1), 16);
        double luminance = 0.2126 * ((rgb >> 16) & 0xFF) + 0.7152 * ((rgb >> 8) & 0xFF) + 0.0722 * (rgb & 0xFF);
        return luminance < 128;
    }
}
