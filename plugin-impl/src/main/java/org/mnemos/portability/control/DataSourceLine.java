package org.mnemos.portability.control;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import org.mnemos.api.connector.SourceType;
import org.mnemos.datasource.entity.DataSource;

/**
 * A {@code dataSource} line: the definition as registered, credentials by reference only, and the last
 * stored profile, against which the source's artifacts are checked again on import.
 */
public record DataSourceLine(
        String kind,
        String id,
        String name,
        SourceType type,
        JsonNode config,
        String createdBy,
        Instant createdAt,
        Instant updatedAt,
        JsonNode profile,
        Instant profiledAt) {

    public static final String KIND = "dataSource";

    /** {@code config} and {@code profile} as the export may show them: screened for credentials. */
    public static DataSourceLine of(DataSource source, JsonNode config, JsonNode profile) {
        return new DataSourceLine(
                KIND,
                source.id(),
                source.name(),
                source.type(),
                config,
                source.createdBy(),
                source.createdAt(),
                source.updatedAt(),
                profile,
                source.lastProfiledAt());
    }
}
