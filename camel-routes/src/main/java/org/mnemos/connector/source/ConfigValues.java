package org.mnemos.connector.source;

import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.mnemos.api.connector.ConnectorException;
import org.mnemos.api.connector.FailureCode;

/**
 * Typed reads from a source configuration (a JSON object as a map). The caller validated it
 * against the type's schema already; these checks only turn a gap in that validation into a
 * readable {@link FailureCode#SOURCE_SCHEMA_INVALID} naming the field, never a
 * {@code ClassCastException}.
 */
public final class ConfigValues {

    private final String prefix;
    private final Map<String, Object> values;

    private ConfigValues(String prefix, Map<String, Object> values) {
        this.prefix = prefix;
        this.values = values == null ? Map.of() : values;
    }

    public static ConfigValues of(Map<String, Object> config) {
        return new ConfigValues("", config);
    }

    public String required(String field) {
        return text(field).orElseThrow(() -> invalid(field, "is required"));
    }

    public Optional<String> text(String field) {
        Object value = values.get(field);
        if (value == null || value instanceof String s && s.isBlank()) {
            return Optional.empty();
        }
        if (value instanceof String || value instanceof Number || value instanceof Boolean) {
            return Optional.of(value.toString());
        }
        throw invalid(field, "must be a text");
    }

    public int integer(String field, int fallback) {
        Object value = values.get(field);
        if (value == null) {
            return fallback;
        }
        if (value instanceof Number n && n.doubleValue() == n.intValue() && n.intValue() > 0) {
            return n.intValue();
        }
        throw invalid(field, "must be a positive whole number");
    }

    public boolean flag(String field, boolean fallback) {
        Object value = values.get(field);
        return value instanceof Boolean b ? b : fallback;
    }

    /** An ISO-8601 duration such as {@code PT30S}. */
    public Duration duration(String field, Duration fallback) {
        Optional<String> text = text(field);
        try {
            Duration duration = text.map(Duration::parse).orElse(fallback);
            if (duration.isNegative() || duration.isZero()) {
                throw invalid(field, "must be a positive duration");
            }
            return duration;
        } catch (DateTimeParseException e) {
            throw invalid(field, "must be an ISO-8601 duration such as PT30S");
        }
    }

    public <E extends Enum<E>> E choice(String field, Class<E> type, E fallback) {
        Optional<String> text = text(field);
        try {
            return text.map(t -> Enum.valueOf(type, t.toUpperCase(Locale.ROOT))).orElse(fallback);
        } catch (IllegalArgumentException e) {
            throw invalid(field, "must be one of " + List.of(type.getEnumConstants()));
        }
    }

    /** A JSON object field as a map; empty when absent. */
    @SuppressWarnings("unchecked")
    public Map<String, Object> map(String field) {
        Object value = values.get(field);
        if (value == null) {
            return Map.of();
        }
        if (value instanceof Map<?, ?> map) {
            return (Map<String, Object>) map;
        }
        throw invalid(field, "must be an object");
    }

    /** A JSON object field read with the same checks, field names prefixed for messages. */
    public Optional<ConfigValues> nested(String field) {
        return values.containsKey(field)
                ? Optional.of(new ConfigValues(prefix + field + ".", map(field)))
                : Optional.empty();
    }

    /** A list of texts; a single text counts as a list of words. */
    public List<String> words(String field) {
        Object value = values.get(field);
        if (value instanceof List<?> list && list.stream().allMatch(String.class::isInstance)) {
            return list.stream().map(String.class::cast).toList();
        }
        return text(field).map(t -> List.of(t.trim().split("\\s+"))).orElse(List.of());
    }

    public ConnectorException invalid(String field, String problem) {
        return new ConnectorException(
                FailureCode.SOURCE_SCHEMA_INVALID, "The setting '" + prefix + field + "' " + problem + ".");
    }
}
