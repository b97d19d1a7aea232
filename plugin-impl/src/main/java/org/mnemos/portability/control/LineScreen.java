package org.mnemos.portability.control;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;
import org.mnemos.api.node.Violation;
import org.mnemos.memory.control.SecretKind;
import org.mnemos.memory.control.SecretScreen;

/**
 * The secret screen over the text values of JSON the memory write path does not see (source configurations,
 * profiles, policies, artifact contents): masked on the way out, so no export carries a credential, and refused on
 * the way in, with the pointer of the value, never the value.
 */
@ApplicationScoped
public class LineScreen {

    @Inject
    SecretScreen secrets;

    public LineScreen() {}

    LineScreen(SecretScreen secrets) {
        this.secrets = secrets;
    }

    /** A copy with every credential in a text value masked. */
    public JsonNode masked(JsonNode json) {
        if (json == null) {
            return null;
        }
        JsonNode copy = json.deepCopy();
        mask(copy);
        return copy;
    }

    public String masked(String text) {
        return text == null ? null : secrets.redact(text);
    }

    /** The first text value holding a credential, located below {@code pointer}. */
    public Optional<Violation> found(JsonNode json, String pointer) {
        if (json == null) {
            return Optional.empty();
        }
        if (json.isTextual()) {
            return found(json.textValue(), pointer);
        }
        if (json.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> fields = json.fields(); fields.hasNext(); ) {
                Map.Entry<String, JsonNode> field = fields.next();
                Optional<Violation> inField = found(field.getValue(), pointer + "/" + escaped(field.getKey()));
                if (inField.isPresent()) {
                    return inField;
                }
            }
        }
        for (int i = 0; json.isArray() && i < json.size(); i++) {
            Optional<Violation> inItem = found(json.get(i), pointer + "/" + i);
            if (inItem.isPresent()) {
                return inItem;
            }
        }
        return Optional.empty();
    }

    public Optional<Violation> found(String text, String pointer) {
        return text == null
                ? Optional.empty()
                : secrets.find(text).map(SecretKind::label).map(kind -> new Violation(pointer, "contains a " + kind));
    }

    private void mask(JsonNode node) {
        if (node instanceof ObjectNode object) {
            object.fields().forEachRemaining(field -> {
                if (field.getValue().isTextual()) {
                    field.setValue(
                            TextNode.valueOf(secrets.redact(field.getValue().textValue())));
                } else {
                    mask(field.getValue());
                }
            });
        } else if (node instanceof ArrayNode array) {
            for (int i = 0; i < array.size(); i++) {
                if (array.get(i).isTextual()) {
                    array.set(i, TextNode.valueOf(secrets.redact(array.get(i).textValue())));
                } else {
                    mask(array.get(i));
                }
            }
        }
    }

    private static String escaped(String key) {
        return key.replace("~", "~0").replace("/", "~1");
    }
}
