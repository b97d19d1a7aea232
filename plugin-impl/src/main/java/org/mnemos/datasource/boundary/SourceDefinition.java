package org.mnemos.datasource.boundary;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.api.connector.SourceType;

/** The body of registering or updating a data source; {@code config} is checked against its type's schema. */
@Schema(requiredProperties = {"name", "type", "config"})
public record SourceDefinition(
        @Schema(maxLength = 200, example = "superstore")
        @NotBlank(message = "a data source needs a name")
        @Size(max = 200, message = "a data source's name has at most 200 characters")
        String name,

        @NotNull(message = "type must be one of CSV, SQL, REST, MCP")
        SourceType type,

        @Schema(
                description = "Its fields depend on type (see connectors.md): CSV path and header, "
                        + "SQL datasource and query, REST url and credential, MCP server and tool",
                additionalProperties = Schema.True.class,
                example = "{\"header\": true}")
        Map<String, Object> config) {}
