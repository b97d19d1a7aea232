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
import org.mnemos.node.control.InputSchema;
import org.mnemos.platform.Json;

/**
 * Whether a spec is one the renderer can draw from this data source: first the published schema (the
 * same validator nodes use for their input), then, in a spec of the right shape, every column it names
 * against the profile ({@link SpecReferences}). Each violation carries the JSON pointer of the fault.
 */
public final class SpecCheck {

    public static final String SCHEMA_RESOURCE = "META-INF/mnemos/artifacts/dashboard-spec.schema.json";

    private static final JsonNode SCHEMA = load();
    private static final InputSchema VALIDATOR =
            InputSchema.compile(Json.mapper().convertValue(SCHEMA, new TypeReference<Map<String, Object>>() {}));

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
        List<Violation> shape = VALIDATOR.validate(spec, "");
        return shape.isEmpty() ? new SpecReferences(profile).check(spec) : shape;
    }

    private static JsonNode load() {
        try (InputStream in = SpecCheck.class.getClassLoader().getResourceAsStream(SCHEMA_RESOURCE)) {
            return Json.mapper().readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
