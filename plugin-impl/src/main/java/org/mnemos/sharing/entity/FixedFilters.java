package org.mnemos.sharing.entity;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mnemos.platform.Json;

/**
 * The viewer-filter values a share link applies, which whoever opens it cannot change: per field, the values
 * kept (stored as the JSON object {@code {field: [values]}}). A null value is kept for the check to name.
 */
public record FixedFilters(Map<String, List<String>> values) {

    public static final FixedFilters NONE = new FixedFilters(Map.of());
    private static final TypeReference<LinkedHashMap<String, List<String>>> SHAPE = new TypeReference<>() {};

    public FixedFilters {
        Map<String, List<String>> copy = new LinkedHashMap<>();
        if (values != null) {
            values.forEach((field, kept) ->
                    copy.put(field, kept == null ? List.of() : Collections.unmodifiableList(new ArrayList<>(kept))));
        }
        values = Collections.unmodifiableMap(copy);
    }

    public boolean isEmpty() {
        return values.isEmpty();
    }

    static FixedFilters parsed(String json) {
        try {
            return new FixedFilters(Json.mapper().readValue(json, SHAPE));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("share_link.fixed_filters holds no {field: [values]} object", e);
        }
    }

    String json() {
        try {
            return Json.mapper().writeValueAsString(values);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
