package org.mnemos.platform;

import java.util.Map;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.media.Schema;

/**
 * The response schemas Payara's annotation scanner cannot derive, written out as the composition they are:
 * a node is its descriptor plus {@code available} and a profile result is the profile plus {@code memory}
 * (both {@code @JsonUnwrapped}, which the scanner renders as a nested field), and a page's {@code items} are
 * typed ({@link Page} is generic, which it renders as untyped objects). Added by {@link RestDocument} after
 * scanning, replacing what the scanner wrote under these names.
 */
public final class ComposedSchemas {

    /** Page schemas named in {@code @APIResponse(... @Schema(ref = ...))}, with the schema of their items. */
    public static final String AUDIT_PAGE = "AuditPage";

    public static final String MEMORY_PAGE = "MemoryPage";

    public static final String REFRESH_PAGE = "RefreshPage";

    /** A JSON Schema document served as is (the retention policy's): open by nature, named so clients can refer to it. */
    public static final String JSON_SCHEMA = "JsonSchemaDocument";

    private ComposedSchemas() {}

    static void addTo(Components components) {
        components.addSchema(
                "Node",
                extended(
                        "NodeDescriptor",
                        "available",
                        OASFactory.createSchema()
                                .type(Schema.SchemaType.BOOLEAN)
                                .description(
                                        "false: listed so designers can show it, but executing it answers 501 NODE_NOT_AVAILABLE")));
        components.addSchema("ProfileResult", extended("DataProfile", "memory", ref("ProfileMemory")));
        components.addSchema(AUDIT_PAGE, pageOf("AuditItem"));
        components.addSchema(MEMORY_PAGE, pageOf("MemoryEntry"));
        components.addSchema(REFRESH_PAGE, pageOf("RefreshView"));
        components.addSchema(
                JSON_SCHEMA,
                OASFactory.createSchema()
                        .type(Schema.SchemaType.OBJECT)
                        .additionalPropertiesBoolean(true)
                        .description("A JSON Schema 2020-12 document, with x-* UI hints for generated forms"));
    }

    private static Schema extended(String base, String property, Schema schema) {
        return OASFactory.createSchema()
                .addAllOf(ref(base))
                .addAllOf(
                        OASFactory.createSchema().type(Schema.SchemaType.OBJECT).properties(Map.of(property, schema)));
    }

    private static Schema pageOf(String items) {
        return extended(
                "Page",
                "items",
                OASFactory.createSchema().type(Schema.SchemaType.ARRAY).items(ref(items)));
    }

    private static Schema ref(String name) {
        return OASFactory.createSchema().ref(name);
    }
}
