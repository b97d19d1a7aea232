package org.mnemos.memory.control;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.mnemos.memory.entity.Category;
import org.mnemos.memory.entity.Kind;

/** A Recall, read from input that already matched the Recall schema. */
public record RecallQuery(
        String query, int k, Set<Kind> kinds, Set<Category> categories, double minScore, boolean compose) {

    @SuppressWarnings("unchecked")
    public static RecallQuery from(Map<String, Object> input) {
        List<String> kinds = (List<String>) input.getOrDefault("kinds", List.of());
        List<String> categories = (List<String>) input.getOrDefault("categories", List.of());
        return new RecallQuery(
                (String) input.get("query"),
                ((Number) input.getOrDefault("k", 10)).intValue(),
                kinds.isEmpty()
                        ? EnumSet.allOf(Kind.class)
                        : kinds.stream().map(Kind::valueOf).collect(Collectors.toSet()),
                categories.stream().map(Category::valueOf).collect(Collectors.toSet()),
                ((Number) input.getOrDefault("minScore", 0.0)).doubleValue(),
                Boolean.TRUE.equals(input.get("compose")));
    }
}
