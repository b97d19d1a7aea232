package org.mnemos.node.control;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.JsonMetaSchema;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.NonValidationKeyword;
import com.networknt.schema.SchemaValidatorsConfig;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.mnemos.api.node.Violation;
import org.mnemos.platform.Json;

/**
 * A published JSON Schema (a node's input, a source configuration, the retention policy), compiled
 * once. Validation reports one violation per failing keyword, located by a JSON pointer prefixed
 * with where the input sits in the request.
 */
public final class InputSchema {

    /** Draft 2020-12 that also knows the descriptors' UI hints, which annotate and never validate. */
    private static final JsonMetaSchema DIALECT = JsonMetaSchema.builder(JsonMetaSchema.getV202012())
            .keywords(Stream.of("x-group", "x-order", "x-widget", "x-advanced")
                    .map(NonValidationKeyword::new)
                    .toList())
            .build();

    private static final JsonSchemaFactory FACTORY =
            JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012, builder -> builder.metaSchema(DIALECT));
    /** A schema may word a keyword's refusal itself ({@code "message": {"pattern": "…"}}) where the default would quote a regex. */
    private static final SchemaValidatorsConfig CONFIG = SchemaValidatorsConfig.builder()
            .formatAssertionsEnabled(true)
            .errorMessageKeyword("message")
            .build();

    private final JsonSchema schema;

    private InputSchema(JsonSchema schema) {
        this.schema = schema;
    }

    public static InputSchema compile(Map<String, Object> jsonSchema) {
        return compile(Json.mapper().<JsonNode>valueToTree(jsonSchema));
    }

    public static InputSchema compile(JsonNode jsonSchema) {
        return new InputSchema(FACTORY.getSchema(jsonSchema, CONFIG));
    }

    public List<Violation> validate(JsonNode input, String pointerPrefix) {
        return schema.validate(input).stream()
                .sorted(Comparator.comparing(
                        (ValidationMessage m) -> m.getInstanceLocation().toString()))
                .map(m -> new Violation(pointerPrefix + pointerOf(m), readable(m)))
                .toList();
    }

    private static String pointerOf(ValidationMessage message) {
        StringBuilder pointer = new StringBuilder();
        var location = message.getInstanceLocation();
        for (int i = 0; i < location.getNameCount(); i++) {
            Object element = location.getElement(i);
            pointer.append('/')
                    .append(String.valueOf(element).replace("~", "~0").replace("/", "~1"));
        }
        if ("required".equals(message.getType()) && message.getProperty() != null) {
            pointer.append('/').append(message.getProperty());
        }
        if ("additionalProperties".equals(message.getType()) && message.getProperty() != null) {
            pointer.append('/').append(message.getProperty());
        }
        return pointer.toString();
    }

    /** The validator's message without its leading location, which the pointer carries. */
    private static String readable(ValidationMessage message) {
        String text = message.getMessage();
        String location = message.getInstanceLocation().toString() + ": ";
        return text.startsWith(location) ? text.substring(location.length()) : text;
    }
}
