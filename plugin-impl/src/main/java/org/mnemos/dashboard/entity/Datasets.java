package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mnemos.platform.Json;

/**
 * The numbers a spec's page shows, computed on the server from every row of its source: small whatever the
 * row count, and what a spec page's {@code mnemos-data} block holds. Its JSON is a public contract:
 * {@code {"rowCount": n, "kpis": {id: value}, "charts": {id: [{"x", "colour"?, "y"}]}, "tables": {id: [{field:
 * value}]}, "truncated"?: [id], "approximate"?: [id]}}. Numbers are exact decimals, written plainly.
 *
 * @param rowCount    the rows the numbers were computed from
 * @param kpis        each KPI card's value: a number, an ISO date, a text, a boolean, or null when there is none
 * @param charts      each chart's points, one per x group (and colour value when the chart colours by a field)
 * @param tables      each table's rows, sorted and cut to its limit, with only the table's columns
 * @param truncated   the charts that had more groups than are kept: the groups seen first are shown
 * @param approximate the KPIs and charts whose distinct counts are estimates (beyond the exact bound)
 */
// Other informational members may be added to the JSON; a reader ignores what it does not know.
@JsonIgnoreProperties(ignoreUnknown = true)
public record Datasets(
        long rowCount,
        Map<String, Object> kpis,
        Map<String, List<Map<String, Object>>> charts,
        Map<String, List<Map<String, Object>>> tables,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> truncated,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> approximate) {

    private static final ObjectMapper MAPPER = Json.mapper()
            .copy()
            .enable(JsonGenerator.Feature.WRITE_BIGDECIMAL_AS_PLAIN)
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);

    public Datasets {
        kpis = values(kpis);
        charts = series(charts);
        tables = series(tables);
        truncated = truncated == null ? List.of() : List.copyOf(truncated);
        approximate = approximate == null ? List.of() : List.copyOf(approximate);
    }

    public static Datasets parse(String json) {
        try {
            return MAPPER.readValue(json, Datasets.class);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Stored datasets are not the datasets JSON", e);
        }
    }

    public String json() {
        try {
            return MAPPER.writeValueAsString(this);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Map<String, List<Map<String, Object>>> series(Map<String, List<Map<String, Object>>> all) {
        Map<String, List<Map<String, Object>>> copy = new LinkedHashMap<>();
        if (all != null) {
            all.forEach((id, rows) ->
                    copy.put(id, rows.stream().map(Datasets::values).toList()));
        }
        return Collections.unmodifiableMap(copy);
    }

    // Maps keep nulls (a KPI without a value, a blank cell), which Map.copyOf would reject.
    private static Map<String, Object> values(Map<String, Object> values) {
        Map<String, Object> copy = new LinkedHashMap<>();
        if (values != null) {
            values.forEach((key, value) -> copy.put(key, canonical(value)));
        }
        return Collections.unmodifiableMap(copy);
    }

    /**
     * A value as datasets hold it: every number a BigDecimal without trailing fraction zeros (scale ≥ 0), so
     * 2, 2.0 and a parsed "2" are one value and equal; other values as they are.
     */
    public static Object canonical(Object value) {
        if (value instanceof BigDecimal number) {
            BigDecimal stripped = number.stripTrailingZeros();
            return stripped.scale() < 0 ? stripped.setScale(0) : stripped;
        }
        if (value instanceof BigInteger number) {
            return canonical(new BigDecimal(number));
        }
        if (value instanceof Double || value instanceof Float) {
            return canonical(BigDecimal.valueOf(((Number) value).doubleValue()));
        }
        if (value instanceof Number number) {
            return canonical(BigDecimal.valueOf(number.longValue()));
        }
        return value;
    }
}
