package org.mnemos.programcheck.control;

import java.math.BigDecimal;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * When an array or object literal is data rather than code. Elements arrive simplified: a
 * {@link String}, a {@link BigDecimal}, a {@link Boolean} (also for {@code null}), a
 * {@code Map<String, Object>} for an object literal of such values, or {@link #OTHER} for anything
 * computed. The rules, chosen so that configuration (Vega-Lite encodings, tooltips keyed by column,
 * palettes, domains like [0, 100]) passes and tables do not:
 * <ul>
 *   <li>a list: at least {@value #LEAST_VALUES} literal elements that are not vocabulary (column
 *       names, task constants, colours, 0, 1, 0.5, 100), and nothing computed among them;</li>
 *   <li>records: at least two object literals with the same keys and only literal values, none of
 *       which names a column (configuration about columns names them; rows of data do not), with a
 *       key whose values differ from row to row;</li>
 *   <li>an object: at least {@value #LEAST_VALUES} property values that are numbers of three or more
 *       significant digits and not task constants (a lookup table of figures).</li>
 * </ul>
 */
final class DataShapes {

    /** Marks an element that is not a literal (a name, a call, a nested function …). */
    static final Object OTHER = new Object();

    static final int LEAST_VALUES = 3;

    private final LiteralScan screen;

    DataShapes(LiteralScan screen) {
        this.screen = screen;
    }

    boolean isDataArray(List<Object> elements) {
        if (elements.isEmpty() || elements.contains(OTHER)) {
            return false;
        }
        if (elements.stream().allMatch(Map.class::isInstance)) {
            return areRecords(elements.stream().<Map<?, ?>>map(Map.class::cast).toList());
        }
        return elements.stream().filter(e -> !isVocabulary(e)).count() >= LEAST_VALUES;
    }

    boolean isDataObject(Collection<Object> values) {
        return values.stream()
                        .filter(BigDecimal.class::isInstance)
                        .map(BigDecimal.class::cast)
                        .filter(NumberText::isTelling)
                        .filter(Predicate.not(screen::isVocabulary))
                        .count()
                >= LEAST_VALUES;
    }

    private boolean areRecords(List<Map<?, ?>> rows) {
        Set<?> keys = rows.get(0).keySet();
        boolean sameShape = rows.size() >= 2
                && !keys.isEmpty()
                && rows.stream().allMatch(row -> row.keySet().equals(keys));
        boolean literalsOnly = rows.stream()
                .flatMap(row -> row.values().stream())
                .allMatch(v -> v != OTHER && !(v instanceof Map) && !(v instanceof String s && screen.namesColumn(s)));
        return sameShape && literalsOnly && keys.stream().anyMatch(key -> variesAcrossRows(rows, key));
    }

    private boolean variesAcrossRows(List<Map<?, ?>> rows, Object key) {
        return rows.stream().map(row -> row.get(key)).distinct().count() > 1;
    }

    private boolean isVocabulary(Object element) {
        if (element instanceof String text) {
            return screen.isVocabulary(text);
        }
        return !(element instanceof BigDecimal number) || screen.isVocabulary(number);
    }
}
