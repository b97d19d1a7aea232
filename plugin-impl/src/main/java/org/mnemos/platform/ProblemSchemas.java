package org.mnemos.platform;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.mnemos.api.error.ErrorCode;

/**
 * The OpenAPI schemas of {@link Problem}: the document itself (written out, since its extension members are a
 * map the scanner cannot see), and the problems that carry extension members under the names clients know.
 */
final class ProblemSchemas {

    static final String PROBLEM = "Problem";

    private ProblemSchemas() {}

    static void addTo(Components components) {
        components.addSchema(PROBLEM, problem());
        components.addSchema(
                "ConflictProblem",
                extended(
                        "409 VERSION_CONFLICT: someone published since the draft's base",
                        Map.of("base", integer("1"), "head", integer("2"), "diff", ref("VersionDiff"))));
        Map<String, Schema> drift = Map.of(
                "missingColumns", strings("Missing used columns"),
                "changedColumns", strings("The used columns whose type changed"),
                "typeChanges", array(ref("TypeChange")));
        components.addSchema(
                "BindingDriftProblem",
                extended("409 SCHEMA_DRIFT: your data source does not fit the dashboard", drift));
        components.addSchema(
                "SourceInUseProblem",
                extended(
                        "409 DATA_SOURCE_IN_USE: artifacts show the data source",
                        Map.of(
                                "artifacts",
                                array(OASFactory.createSchema()
                                                .type(Schema.SchemaType.OBJECT)
                                                .properties(Map.of(
                                                        "id", text("The artifact's id"), "name", text("Its name"))))
                                        .description("The artifacts that show it"))));
        components.addSchema(
                "QuotaProblem",
                extended(
                        "409 SOURCE_QUOTA_EXCEEDED or 413 STORAGE_QUOTA_EXCEEDED: the workspace's quota",
                        Map.of(
                                "limit",
                                        typed(Schema.SchemaType.INTEGER, "The quota")
                                                .format("int64"),
                                "used",
                                        typed(Schema.SchemaType.INTEGER, "What the workspace uses of it already")
                                                .format("int64"))));
        Map<String, Schema> refresh = new LinkedHashMap<>(drift);
        refresh.put("refreshId", text("The recorded refresh: GET …/refreshes/{refreshId}"));
        components.addSchema(
                "RefreshProblem",
                extended(
                        "409 SCHEMA_DRIFT (with the columns) or the connector's problem: a refresh recorded without"
                                + " new data",
                        refresh));
    }

    private static Schema problem() {
        Map<String, Schema> members = new LinkedHashMap<>();
        members.put(
                "type",
                text("https://mnemos.org/problems/ followed by the code in lower case")
                        .format("uri"));
        members.put("title", text("The code's title"));
        members.put("status", integer("422"));
        members.put("detail", text("What went wrong, in plain words"));
        members.put(
                "code",
                text("The stable code clients branch on (errors.md)")
                        .enumeration(Arrays.stream(ErrorCode.values())
                                .map(c -> (Object) c.name())
                                .toList()));
        members.put("errors", array(violation()).description("Each field at fault"));
        members.put("correlationId", text("Quote it when reporting an unexpected failure (500)"));
        members.put(
                "line",
                typed(Schema.SchemaType.INTEGER, "The line or row of the source data at fault")
                        .format("int64"));
        return OASFactory.createSchema()
                .type(Schema.SchemaType.OBJECT)
                .description("An RFC 9457 problem document (application/problem+json)")
                .required(List.of("type", "title", "status", "code"))
                .properties(members);
    }

    private static Schema violation() {
        return OASFactory.createSchema()
                .type(Schema.SchemaType.OBJECT)
                .required(List.of("pointer", "message"))
                .properties(Map.of(
                        "pointer",
                                text("JSON pointer (RFC 6901) of the field at fault")
                                        .example("/name"),
                        "message", text("What the field must be")));
    }

    private static Schema extended(String description, Map<String, Schema> members) {
        return OASFactory.createSchema()
                .description(description)
                .addAllOf(ref(PROBLEM))
                .addAllOf(
                        OASFactory.createSchema().type(Schema.SchemaType.OBJECT).properties(members));
    }

    private static Schema text(String description) {
        return typed(Schema.SchemaType.STRING, description);
    }

    private static Schema typed(Schema.SchemaType type, String description) {
        return OASFactory.createSchema().type(type).description(description);
    }

    private static Schema integer(String example) {
        return OASFactory.createSchema().type(Schema.SchemaType.INTEGER).example(Integer.valueOf(example));
    }

    private static Schema strings(String description) {
        return array(OASFactory.createSchema().type(Schema.SchemaType.STRING)).description(description);
    }

    private static Schema array(Schema items) {
        return OASFactory.createSchema().type(Schema.SchemaType.ARRAY).items(items);
    }

    static Schema ref(String name) {
        return OASFactory.createSchema().ref(name);
    }
}
