package org.mnemos.platform;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;

/**
 * Finds a NUL character (U+0000) in request text. PostgreSQL stores no NUL in text or jsonb, so one that got
 * through would fail the write with a 500; it is refused at the boundary instead, naming where it is.
 */
final class NulCharacters {

    private static final byte[] ESCAPE = {'\\', 'u', '0', '0', '0', '0'};

    private NulCharacters() {}

    /** The JSON pointer of the first name or text in {@code json} that holds a NUL, if any. */
    static Optional<String> pointerIn(byte[] json) {
        if (!mayHoldEscapedNul(json)) {
            return Optional.empty();
        }
        try {
            return pointerIn(Json.mapper().readTree(json), "");
        } catch (IOException e) {
            return Optional.empty(); // not JSON: the parser answers that itself
        }
    }

    static boolean holdsNul(String text) {
        return text != null && text.indexOf('\0') >= 0;
    }

    /** Whether an escape {@code \u0000} occurs that is not itself an escaped backslash followed by text. */
    private static boolean mayHoldEscapedNul(byte[] json) {
        for (int i = 0; i + ESCAPE.length <= json.length; i++) {
            if (json[i] == '\\' && startsEscape(json, i)) {
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

    private static boolean startsEscape(byte[] json, int at) {
        for (int k = 1; k < ESCAPE.length; k++) {
            if (json[at + k] != ESCAPE[k]) {
                return false;
            }
        }
        return true;
    }

    private static Optional<String> pointerIn(JsonNode node, String pointer) {
        if (node.isTextual()) {
            return holdsNul(node.textValue()) ? Optional.of(pointer.isEmpty() ? "/" : pointer) : Optional.empty();
        }
        if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                Optional<String> found = pointerIn(node.get(i), pointer + "/" + i);
                if (found.isPresent()) {
                    return found;
                }
            }
        }
        for (Iterator<Map.Entry<String, JsonNode>> fields = node.fields(); fields.hasNext(); ) {
            Map.Entry<String, JsonNode> field = fields.next();
            String here = pointer + "/" + field.getKey().replace("~", "~0").replace("/", "~1");
            Optional<String> found = holdsNul(field.getKey()) ? Optional.of(here) : pointerIn(field.getValue(), here);
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }
}
