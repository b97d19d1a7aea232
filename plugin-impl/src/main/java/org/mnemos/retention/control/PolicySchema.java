package org.mnemos.retention.control;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import org.mnemos.api.node.Violation;
import org.mnemos.node.control.InputSchema;
import org.mnemos.platform.Json;

/**
 * The published contract of a policy body ({@code META-INF/mnemos/retention-policy.schema.json}): what
 * {@code GET …/retention-policies/schema} serves, what the editor builds its form from and what a body
 * is checked against — one document, so the three cannot drift apart.
 */
public final class PolicySchema {

    private static final String RESOURCE = "META-INF/mnemos/retention-policy.schema.json";
    private static final JsonNode DOCUMENT = load();
    private static final InputSchema SCHEMA = InputSchema.compile(DOCUMENT);

    private PolicySchema() {}

    /** The schema document; a copy, so no caller can change what the others see. */
    public static JsonNode document() {
        return DOCUMENT.deepCopy();
    }

    static List<Violation> violations(JsonNode policy) {
        return SCHEMA.validate(policy, "");
    }

    private static JsonNode load() {
        try (InputStream in = PolicySchema.class.getClassLoader().getResourceAsStream(RESOURCE)) {
            return Json.mapper().readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
