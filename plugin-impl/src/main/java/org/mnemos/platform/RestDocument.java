package org.mnemos.platform;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.headers.Header;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.tags.Tag;

/**
 * Makes {@code /openapi} a valid and complete document ({@code mp.openapi.filter}): Payara's scanner writes
 * {@code maxProperties: 0} into every schema it reads from a {@code @Schema} (its annotation default), keeps
 * the properties of a type mapped to a string (the {@code java.time} types), leaves the items of annotated
 * lists untyped, leaves an inlined enum without its type, ends the server's URL with a slash (paths begin
 * with one), adds a member of its own ({@code endpoints}), leaves headers untyped, names
 * operations by their Java method (ten {@code list}s) and repeats a tag per resource class. RestContractIT
 * reads the result with a real parser.
 */
public class RestDocument implements OASFilter {

    /**
     * The extension that marks the operation of a {@code @Public} method ({@code @Extension(name = PUBLIC, value =
     * "true")}): it needs no token, so no security requirement and no 401.
     */
    public static final String PUBLIC = "x-mnemos-public";

    @Override
    public Schema filterSchema(Schema schema) {
        if (Integer.valueOf(0).equals(schema.getMaxProperties())) {
            schema.setMaxProperties(null);
        }
        if (schema.getType() == Schema.SchemaType.STRING) {
            schema.setProperties(null);
        }
        if (schema.getType() == null && schema.getEnumeration() != null && schema.getRef() == null) {
            schema.setType(Schema.SchemaType.STRING);
        }
        if (schema.getType() == Schema.SchemaType.ARRAY && !typed(schema.getItems())) {
            schema.setItems(OASFactory.createSchema());
        }
        return schema;
    }

    /**
     * Items the scanner could type. From an annotated {@code List<String>} it writes no items, or an array with
     * none; those become items of any type rather than wrong ones.
     */
    private static boolean typed(Schema items) {
        return items != null
                && (items.getRef() != null || items.getType() != Schema.SchemaType.ARRAY || items.getItems() != null);
    }

    @Override
    public Header filterHeader(Header header) {
        if (header.getSchema() == null && header.getRef() == null) {
            header.setSchema(OASFactory.createSchema().type(Schema.SchemaType.STRING));
        }
        return header;
    }

    @Override
    public void filterOpenAPI(OpenAPI openAPI) {
        ComposedSchemas.addTo(openAPI.getComponents());
        ProblemSchemas.addTo(openAPI.getComponents());
        OperationAnswers.addTo(openAPI);
        OperationNames.makeUnique(openAPI.getPaths());
        openAPI.setTags(distinct(openAPI.getTags()));
        withoutEndpointList(openAPI);
        if (openAPI.getServers() != null) {
            openAPI.getServers().forEach(server -> server.setUrl(server.getUrl().replaceAll("/+$", "")));
        }
    }

    /**
     * Payara adds a top-level {@code endpoints} member (the paths per context root) that OpenAPI does not allow;
     * its model has no standard way to remove it, hence the setter by name. Empty, not null: Payara copies it
     * for every request, and an empty member is not written.
     */
    private static void withoutEndpointList(OpenAPI openAPI) {
        try {
            openAPI.getClass().getMethod("setEndpoints", Map.class).invoke(openAPI, new HashMap<>());
        } catch (ReflectiveOperationException e) {
            // another runtime: nothing to remove
        }
    }

    /** One tag per name, the first one declared (the one with a description, if any has). */
    private static List<Tag> distinct(List<Tag> tags) {
        if (tags == null) {
            return null;
        }
        Map<String, Tag> byName = new LinkedHashMap<>();
        tags.forEach(tag ->
                byName.merge(tag.getName(), tag, (first, next) -> first.getDescription() == null ? next : first));
        return List.copyOf(byName.values());
    }
}
