package org.mnemos.connector.sql;

import java.time.Duration;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import org.mnemos.connector.source.ConfigValues;

/**
 * A query on a named datasource. The datasource name is looked up in the server's
 * configuration, so a source configuration never holds a JDBC URL or a password.
 *
 * @param datasource the configured datasource's name
 * @param query      one SELECT, with named parameters such as {@code :region}
 * @param parameters the value of each named parameter
 * @param maxRows    the most rows the source may return; more is {@code ROW_LIMIT_EXCEEDED}
 * @param timeout    how long the database may take to execute the query
 */
public record SqlConfig(
        String datasource, String query, Map<String, Object> parameters, int maxRows, Duration timeout) {

    public static final int DEFAULT_MAX_ROWS = 100_000;
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(30);

    public SqlConfig {
        // Parameter values may be JSON null, which Map.copyOf rejects.
        parameters = Collections.unmodifiableMap(new HashMap<>(parameters));
    }

    public static SqlConfig from(Map<String, Object> config) {
        ConfigValues values = ConfigValues.of(config);
        return new SqlConfig(
                values.required("datasource"),
                values.required("query"),
                values.map("parameters"),
                values.integer("maxRows", DEFAULT_MAX_ROWS),
                values.duration("timeout", DEFAULT_TIMEOUT));
    }
}
