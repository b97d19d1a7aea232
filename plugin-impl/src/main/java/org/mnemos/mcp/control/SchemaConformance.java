package org.mnemos.mcp.control;

import io.modelcontextprotocol.json.schema.JsonSchemaValidator;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import org.mnemos.node.control.InputSchema;
import org.mnemos.platform.Json;

/**
 * The MCP server's check that {@code structuredContent} conforms to the tool's output schema, with the
 * application's JSON Schema validator: the SDK's own needs json-schema-validator 2.x, which Mnemos does not carry.
 * Output schemas are few and fixed, so each is compiled once.
 */
final class SchemaConformance implements JsonSchemaValidator {

    private final Map<Map<String, Object>, InputSchema> compiled = new ConcurrentHashMap<>();

    @Override
    public ValidationResponse validate(Map<String, Object> schema, Object structuredContent) {
        var violations = compiled.computeIfAbsent(schema, InputSchema::compile)
                .validate(Json.mapper().valueToTree(structuredContent), "");
        if (violations.isEmpty()) {
            return ValidationResponse.asValid(null);
        }
        return ValidationResponse.asInvalid(violations.stream()
                .map(violation -> violation.pointer() + ": " + violation.message())
                .collect(Collectors.joining("; ")));
    }
}
