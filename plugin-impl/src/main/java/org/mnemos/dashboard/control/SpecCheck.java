package org.mnemos.dashboard.control;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.node.Violation;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.node.control.InputSchema;
import org.mnemos.platform.Json;

/**
 * Whether a spec is one the renderer can draw from this data source: first the published schema of its
 * {@code specVersion} (the same validator nodes use for their input; version 1 specs stay valid against theirs,
 * any other version is checked against the current one), then, in a spec of the right shape, every column it names
 * against the profile ({@link SpecReferences}). Each violation carries the JSON pointer of the fault.
 */
public final class SpecCheck {

    /** The current schema (version 2): what new specs follow and a language model is given. */
    public static final String SCHEMA_RESOURCE = "META-INF/mnemos/artifacts/dashboard-spec-2.schema.json";

    /** The first version's schema, which stored version-1 specs are still checked against. */
    public static final String SCHEMA_1_RESOURCE = "META-INF/mnemos/artifacts/dashboard-spec.schema.json";

    private static final JsonNode SCHEMA = load(SCHEMA_RESOURCE);
    private static final InputSchema VALIDATOR = compile(SCHEMA);
    private static final InputSchema VALIDATOR_1 = compile(load(SCHEMA_1_RESOURCE));

    private SpecCheck() {}

    /** The published schema, for clients and for an LLM's structured output. */
    public static JsonNode schema() {
        return SCHEMA.deepCopy();
    }

    /** Every fault of {@code specJson} against the schema and {@code profile}; empty when it is good. */
    public static List<Violation> check(String specJson, DataProfile profile) {
        JsonNode spec;
        try {
            spec = Json.mapper().readTree(specJson);
        } catch (JsonProcessingException e) {
            return List.of(new Violation("", "is not JSON: " + e.getOriginalMessage()));
        }
        InputSchema validator = spec.path("specVersion").asInt() == DashboardSpec.VERSION_1 ? VALIDATOR_1 : VALIDATOR;
        List<Violation> shape = validator.validate(spec, "");
        return shape.isEmpty() ? new SpecReferences(profile).check(spec) : shape;
    }

    private static InputSchema compile(JsonNode schema) {
        return InputSchema.compile(Json.mapper().convertValue(schema, new TypeReference<Map<String, Object>>() {}));
    }

    private static JsonNode load(String resource) {
        try (InputStream in = SpecCheck.class.getClassLoader().getResourceAsStream(resource)) {
            return Json.mapper().readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
