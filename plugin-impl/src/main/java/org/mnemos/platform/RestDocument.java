package org.mnemos.platform;

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
 * the properties of a type mapped to a string (the {@code java.time} types), leaves headers untyped, names
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
        return schema;
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
