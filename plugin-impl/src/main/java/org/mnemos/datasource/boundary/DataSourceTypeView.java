package org.mnemos.datasource.boundary;

import com.fasterxml.jackson.databind.JsonNode;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.api.connector.SourceType;
import org.mnemos.datasource.control.SourceConfigs;
import org.mnemos.platform.ComposedSchemas;

/** A source type and the schema a registration's {@code config} must match. */
@Schema(name = "DataSourceType")
public record DataSourceTypeView(
        SourceType type,
        @Schema(ref = ComposedSchemas.JSON_SCHEMA) JsonNode schema) {

    static DataSourceTypeView of(SourceType type) {
        return new DataSourceTypeView(type, SourceConfigs.schemaOf(type));
    }
}
