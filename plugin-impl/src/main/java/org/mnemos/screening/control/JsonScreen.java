package org.mnemos.screening.control;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.api.node.Violation;
import org.mnemos.platform.Problem;
import org.mnemos.platform.ProblemException;

/**
 * The secret screen over the text values of JSON the memory write path does not see (source configurations,
 * profiles, policies, artifact contents): refused on the way in, with the pointer of the value and the rule, never
 * the value, and masked on the way out.
 *
 * <p>A value is screened with the name it is given, because the name is often all that says it is a credential:
 * {@code "X-Api-Key": "3f9a…"} is screened as {@code X-Api-Key: 3f9a…}, and an item after a command-line option,
 * {@code ["--api-key", "3f9a…"]}, as {@code --api-key=3f9a…}.
 */
@ApplicationScoped
public class JsonScreen {

    @Inject
    SecretScreen secrets;

    public JsonScreen() {}

    public JsonScreen(SecretScreen secrets) {
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
        return found(json, pointer, null);
    }

    public Optional<Violation> found(String text, String pointer) {
        return text == null ? Optional.empty() : secrets.find(text).map(kind -> violation(pointer, kind));
    }

    /**
     * Nothing, or 422 {@code SECRET_DETECTED} at {@code pointer} for a text stored and listed as it is (a name, an
     * id): {@code what} holds a credential, and {@code instead} says what belongs there.
     */
    public void refuse(String text, String pointer, String what, String instead) {
        found(text, pointer).ifPresent(found -> {
            throw new ProblemException(Problem.of(
                            ErrorCode.SECRET_DETECTED,
                            what + " holds a credential: it " + found.message() + ". " + instead)
                    .withErrors(List.of(found)));
        });
    }

    private Optional<Violation> found(JsonNode json, String pointer, String name) {
        if (json == null) {
            return Optional.empty();
        }
        if (json.isTextual()) {
            return secrets.find(named(name, json.textValue())).map(kind -> violation(pointer, kind));
        }
        if (json.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> fields = json.fields(); fields.hasNext(); ) {
                Map.Entry<String, JsonNode> field = fields.next();
                Optional<Violation> inField =
                        found(field.getValue(), pointer + "/" + escaped(field.getKey()), field.getKey());
                if (inField.isPresent()) {
                    return inField;
                }
            }
        }
        for (int i = 0; json.isArray() && i < json.size(); i++) {
            Optional<Violation> inItem = found(json.get(i), pointer + "/" + i, option(json, i));
            if (inItem.isPresent()) {
                return inItem;
            }
        }
        return Optional.empty();
    }

    private static Violation violation(String pointer, SecretKind kind) {
        return new Violation(pointer, "contains a " + kind.label() + " (rule " + kind.id() + ")");
    }

    private void mask(JsonNode node) {
        if (node instanceof ObjectNode object) {
            object.fields().forEachRemaining(field -> {
                if (field.getValue().isTextual()) {
                    field.setValue(maskedNode(field.getKey(), field.getValue().textValue()));
                } else {
                    mask(field.getValue());
                }
            });
        } else if (node instanceof ArrayNode array) {
            for (int i = 0; i < array.size(); i++) {
                if (array.get(i).isTextual()) {
                    array.set(i, maskedNode(option(array, i), array.get(i).textValue()));
                } else {
                    mask(array.get(i));
                }
            }
        }
    }

    private TextNode maskedNode(String name, String value) {
        return TextNode.valueOf(masked(name, value));
    }

    /**
     * The value with its credentials masked, or masked whole when only its name makes it one: a 32-hex cell of a
     * column named {@code api_key} is a key, the same cell under {@code checksum} is not.
     */
    public String masked(String name, String value) {
        String redacted = secrets.redact(value);
        if (!redacted.equals(value) || name == null) {
            return redacted;
        }
        return secrets.find(named(name, value))
                .map(kind -> "[REDACTED:" + kind.id() + "]")
                .orElse(value);
    }

    /** The text a value is screened as: with its name when it has one. */
    private static String named(String name, String value) {
        if (name == null) {
            return value;
        }
        return name.startsWith("-") ? name + "=" + value : name + ": " + value;
    }

    /** The command-line option the item at {@code i} is the value of, if the item before it is one. */
    private static String option(JsonNode array, int i) {
        JsonNode before = i == 0 ? null : array.get(i - 1);
        return before != null && before.isTextual() && before.textValue().startsWith("-") ? before.textValue() : null;
    }

    private static String escaped(String key) {
        return key.replace("~", "~0").replace("/", "~1");
    }
}
