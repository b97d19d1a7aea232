package org.mnemos.memory.control;

import java.util.Map;
import org.mnemos.memory.entity.Category;

/** The one selector of a Forget: an id, a subject, a run or a category. */
public record ForgetSelector(String field, Object parameter) {

    private static final Map<String, String> JPQL = Map.of(
            "id", "e.id = :value",
            "subject", "e.subject = :value",
            "runId", "e.scope.runId = :value",
            "category", "e.category = :value");

    /** Reads the selector from Forget input that matched the schema (exactly one is present). */
    public static ForgetSelector from(Map<String, Object> input) {
        for (String field : new String[] {"id", "subject", "runId"}) {
            if (input.get(field) instanceof String value) {
                return new ForgetSelector(field, value);
            }
        }
        return new ForgetSelector("category", Category.valueOf((String) input.get("category")));
    }

    String jpql() {
        return JPQL.get(field);
    }
}
