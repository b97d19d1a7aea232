package org.mnemos.generation.control;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.mnemos.dashboard.entity.Band;
import org.mnemos.dashboard.entity.CategoryColour;
import org.mnemos.dashboard.entity.DecimalsRule;
import org.mnemos.dashboard.entity.FieldBand;
import org.mnemos.dashboard.entity.FormatRules;
import org.mnemos.dashboard.entity.FormatType;
import org.mnemos.dashboard.entity.Theme;

/**
 * What the task specifications ask of a dashboard's presentation, resolved to the profile's columns.
 * A later rule for the same category value or format type replaces an earlier one (specifications are
 * refined by adding to them), and the lists are cut to the schema's limits so a spec never fails its
 * own schema however many specifications there are.
 */
record TaskRules(
        List<CategoryColour> colours,
        List<FieldBand> bands,
        List<DecimalsRule> decimals,
        List<ScaleRule> scales,
        Theme theme) {

    private static final int MAX_COLOURS = 50;
    private static final int MAX_BANDS = 20;
    private static final int MAX_BANDS_PER_CARD = 6;

    TaskRules {
        colours = lastOf(colours, c -> c.field() + "\n" + c.value()).stream()
                .limit(MAX_COLOURS)
                .toList();
        bands = bands.stream().limit(MAX_BANDS).toList();
        decimals = lastOf(decimals, DecimalsRule::type);
        scales = List.copyOf(scales);
    }

    /** The last scale rule that covers the column. */
    Optional<ScaleRule> scaleOf(String field) {
        Optional<ScaleRule> last = Optional.empty();
        for (ScaleRule rule : scales) {
            last = rule.covers(field) ? Optional.of(rule) : last;
        }
        return last;
    }

    /** The column the colour rules are about, if any: the breakdown should show those colours. */
    Optional<String> colouredField() {
        return colours.stream().map(CategoryColour::field).findFirst();
    }

    List<Band> bandsOf(String field) {
        return bands.stream()
                .filter(b -> b.field().equals(field))
                .map(FieldBand::band)
                .limit(MAX_BANDS_PER_CARD)
                .toList();
    }

    Optional<Integer> decimalsFor(FormatType type) {
        return decimals.stream()
                .filter(d -> d.type() == type)
                .map(DecimalsRule::decimals)
                .findFirst();
    }

    FormatRules formatRules() {
        return new FormatRules(colours, bands, decimals);
    }

    /** One element per key, the last given, in the order the keys first appeared. */
    private static <T, K> List<T> lastOf(List<T> rules, Function<T, K> key) {
        Map<K, T> last = new LinkedHashMap<>();
        rules.forEach(rule -> last.put(key.apply(rule), rule));
        return new ArrayList<>(last.values());
    }
}
