package org.mnemos.platform;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;
import org.mnemos.api.node.Violation;

/**
 * Finds text in a request that PostgreSQL cannot keep as it was sent: a NUL character (U+0000), which it stores in
 * no text or jsonb (the write would fail with a 500), and a lone surrogate ({@code \uD800} without its pair), which
 * is no Unicode text and would be stored as {@code ?}. Both can only come from a JSON escape (raw bytes are checked
 * as UTF-8 first), so only a body with such an escape is read as a tree; the refusal names where the text is.
 */
final class UnstorableText {

    private UnstorableText() {}

    /** The first name or text in {@code json} that holds a NUL or a lone surrogate, with its JSON pointer. */
    static Optional<Violation> in(byte[] json) {
        if (!mayHoldSuchEscape(json)) {
            return Optional.empty();
        }
        try {
            return in(Json.mapper().readTree(json), "");
        } catch (IOException e) {
            return Optional.empty(); // not JSON: the parser answers that itself
        }
    }

    static boolean holdsNul(String text) {
        return text != null && text.indexOf('\0') >= 0;
    }

    /** Why the text cannot be stored as it is, or null. */
    private static String fault(String text) {
        if (holdsNul(text)) {
            return "must not contain a NUL character (\\u0000)";
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return "must not contain a lone surrogate (\\uD800 to \\uDFFF without its pair): it is no Unicode text";
            }
        }
        return null;
    }

    /** Whether an escape {@code \u0000} or {@code \uD800}…{@code \uDFFF} occurs that is not an escaped backslash. */
    private static boolean mayHoldSuchEscape(byte[] json) {
        for (int i = 0; i + 6 <= json.length; i++) {
            if (json[i] == '\\' && json[i + 1] == 'u' && (isNulEscape(json, i) || isSurrogateEscape(json, i))) {
                int backslashes = 0;
                for (int j = i - 1; j >= 0 && json[j] == '\\'; j--) {
                    backslashes++;
                }
                if (backslashes % 2 == 0) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean isNulEscape(byte[] json, int at) {
        return json[at + 2] == '0' && json[at + 3] == '0' && json[at + 4] == '0' && json[at + 5] == '0';
    }

    private static boolean isSurrogateEscape(byte[] json, int at) {
        return (json[at + 2] == 'd' || json[at + 2] == 'D') && "89abcdefABCDEF".indexOf(json[at + 3]) >= 0;
    }

    private static Optional<Violation> in(JsonNode node, String pointer) {
        if (node.isTextual()) {
            String fault = fault(node.textValue());
            return fault == null
                    ? Optional.empty()
                    : Optional.of(new Violation(pointer.isEmpty() ? "/" : pointer, fault));
        }
        if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                Optional<Violation> found = in(node.get(i), pointer + "/" + i);
                if (found.isPresent()) {
                    return found;
                }
            }
        }
        for (Iterator<Map.Entry<String, JsonNode>> fields = node.fields(); fields.hasNext(); ) {
            Map.Entry<String, JsonNode> field = fields.next();
            String here = pointer + "/" + field.getKey().replace("~", "~0").replace("/", "~1");
            String fault = fault(field.getKey());
            Optional<Violation> found =
                    fault != null ? Optional.of(new Violation(here, fault)) : in(field.getValue(), here);
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }
}
