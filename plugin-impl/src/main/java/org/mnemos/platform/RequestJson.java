package org.mnemos.platform;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.exc.StreamReadException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.api.node.Violation;

/**
 * The rules a JSON request body is decoded by, in one place ({@link JsonProvider} applies them to every body):
 * <ol>
 *   <li>UTF-8, strictly: an overlong form ({@code C0 AF} for "/"), an encoded surrogate or a broken sequence is
 *       400 {@code MALFORMED_JSON}. The JSON parser decodes such bytes leniently, and an overlong "/" or "." is
 *       how a filter that looks for them is passed by.
 *   <li>A name twice in one object is 422 {@code INVALID_INPUT} at its pointer: the parser would keep the last
 *       one, a check upstream may have read the first.
 *   <li>Text PostgreSQL cannot keep as sent (a NUL, a lone surrogate) is 422 at its pointer ({@link UnstorableText}).
 *   <li>A field the body's type does not know is 422 naming it ({@link Json}'s mapper fails on unknown properties,
 *       {@code ProblemMappers.ForJsonShape} answers).
 * </ol>
 */
final class RequestJson {

    private static final String DUPLICATE = "Duplicate field '";

    private RequestJson() {}

    /** Refuses a body that breaks rule 1 or 3. */
    static void check(byte[] json) {
        try {
            StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(json));
        } catch (CharacterCodingException e) {
            throw new ProblemException(
                    ErrorCode.MALFORMED_JSON, "The request body is not valid UTF-8 (overlong or broken sequence).");
        }
        Optional<Violation> unstorable = UnstorableText.in(json);
        if (unstorable.isPresent()) {
            throw ProblemException.invalidInput(
                    unstorable.get().pointer(), unstorable.get().message());
        }
    }

    /** The parser's refusal: a duplicate name (rule 2) at its pointer, anything else malformed JSON. */
    static ProblemException refusal(StreamReadException e) {
        String message = e.getOriginalMessage();
        JsonParser parser = e.getProcessor();
        if (message != null && message.startsWith(DUPLICATE) && parser != null) {
            String name = message.substring(DUPLICATE.length(), message.lastIndexOf('\''));
            JsonStreamContext object = parser.getParsingContext();
            String parent = object.getParent() == null
                    ? ""
                    : object.getParent().pathAsPointer().toString();
            String pointer = parent + "/" + name.replace("~", "~0").replace("/", "~1");
            return ProblemException.invalidInput(pointer, "appears twice in one object; send each field once");
        }
        String where = e.getLocation() == null
                ? ""
                : " at line " + e.getLocation().getLineNr() + ", column "
                        + e.getLocation().getColumnNr();
        return new ProblemException(ErrorCode.MALFORMED_JSON, "The request body is not valid JSON" + where + ".");
    }
}
