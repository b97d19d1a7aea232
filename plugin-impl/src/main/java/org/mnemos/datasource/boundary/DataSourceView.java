package org.mnemos.datasource.boundary;

import java.time.Instant;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.api.connector.SourceType;
import org.mnemos.datasource.entity.DataSource;

/** A registered data source. */
@Schema(name = "DataSource")
public record DataSourceView(
        @Schema(example = "9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d")
        String id,

        @Schema(example = "superstore") String name,
        SourceType type,

        @Schema(
                description = "As registered; credentials are referred to by name, never stored here. Members "
                        + "below STEWARD see header values and the user info, query and fragment values of URLs "
                        + "as ***",
                additionalProperties = Schema.True.class,
                example = "{\"header\": true, \"path\": \"superstore.csv\"}")
        Map<String, Object> config,

        @Schema(example = "alice") String createdBy,

        @Schema(
                description = "A member's own source (registered below STEWARD): listed and read by its registrant "
                        + "and the workspace's stewards only")
        boolean personal,

        Instant createdAt,
        Instant updatedAt,

        @Schema(description = "Fingerprint of the last profile's columns; null until profiled")
        String fingerprint,

        Instant lastProfiledAt) {

    static DataSourceView of(DataSource source, Map<String, Object> config) {
        return new DataSourceView(
                source.id(),
                source.name(),
                source.type(),
                config,
                source.createdBy(),
                source.personal(),
                source.createdAt(),
                source.updatedAt(),
                source.fingerprint(),
                source.lastProfiledAt());
    }
}
