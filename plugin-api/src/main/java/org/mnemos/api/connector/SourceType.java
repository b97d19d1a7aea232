package org.mnemos.api.connector;

import java.util.Locale;

/**
 * The kinds of data source a workspace can read. Each has a JSON Schema for its
 * configuration at {@code META-INF/mnemos/connectors/<name in lower case>.schema.json}.
 */
public enum SourceType {
    CSV,
    SQL,
    REST,
    MCP;

    /** The lower-case name used in schema resource names and endpoint URIs. */
    public String slug() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The class-path location of this type's configuration schema (JSON Schema 2020-12). */
    public String schemaResource() {
        return "META-INF/mnemos/connectors/" + slug() + ".schema.json";
    }
}
