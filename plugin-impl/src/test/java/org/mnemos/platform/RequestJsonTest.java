package org.mnemos.platform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.exc.StreamReadException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mnemos.api.error.ErrorCode;

class RequestJsonTest {

    @Test
    void overlongAndSurrogateEncodingsAreNotUtf8() {
        // "/" as the overlong C0 AF, and U+D800 encoded as if it were a character (ED A0 80)
        for (byte[] bytes : new byte[][] {
            {'{', '"', 'p', '"', ':', '"', (byte) 0xC0, (byte) 0xAF, '"', '}'},
            {'{', '"', 'p', '"', ':', '"', (byte) 0xE0, (byte) 0x80, (byte) 0xAF, '"', '}'},
            {'{', '"', 'p', '"', ':', '"', (byte) 0xED, (byte) 0xA0, (byte) 0x80, '"', '}'},
            {'{', '"', 'p', '"', ':', '"', (byte) 0xFF, '"', '}'}
        }) {
            assertThatThrownBy(() -> RequestJson.check(bytes))
                    .isInstanceOfSatisfying(
                            ProblemException.class,
                            e -> assertThat(e.problem().code()).isEqualTo(ErrorCode.MALFORMED_JSON));
        }
        assertThatCode(() -> RequestJson.check("{\"p\":\"é 😀 \\u00e9\"}".getBytes(StandardCharsets.UTF_8)))
                .doesNotThrowAnyException();
    }

    @Test
    void aLoneSurrogateIsInvalidInputAtItsPointer() {
        assertThatThrownBy(() ->
                        RequestJson.check("{\"claim\":{\"content\":\"a\\ud800\"}}".getBytes(StandardCharsets.UTF_8)))
                .isInstanceOfSatisfying(ProblemException.class, e -> {
                    assertThat(e.problem().code()).isEqualTo(ErrorCode.INVALID_INPUT);
                    assertThat(e.problem().errors())
                            .extracting(v -> v.pointer())
                            .containsExactly("/claim/content");
                });
    }

    @Test
    void aNameTwiceInAnObjectIsInvalidInputAtItsPointer() {
        assertThat(duplicate("{\"name\":\"a\",\"name\":\"b\"}")).isEqualTo("/name");
        assertThat(duplicate("{\"config\":{\"headers\":{\"X-A\":\"1\",\"X-A\":\"2\"}}}"))
                .isEqualTo("/config/headers/X-A");
        assertThat(duplicate("{\"items\":[{\"k\":1},{\"a/b\":1,\"a/b\":2}]}")).isEqualTo("/items/1/a~1b");
    }

    @Test
    void otherParseFailuresAreMalformedJson() {
        StreamReadException broken = parseFailure("{\"name\": }");
        assertThat(RequestJson.refusal(broken).problem().code()).isEqualTo(ErrorCode.MALFORMED_JSON);
    }

    private static String duplicate(String json) {
        ProblemException refusal = RequestJson.refusal(parseFailure(json));
        assertThat(refusal.problem().code()).isEqualTo(ErrorCode.INVALID_INPUT);
        return refusal.problem().errors().get(0).pointer();
    }

    private static StreamReadException parseFailure(String json) {
        try {
            Json.mapper().readValue(json, Map.class);
        } catch (StreamReadException e) {
            return e;
        } catch (Exception e) {
            throw new AssertionError("not a parse failure", e);
        }
        throw new AssertionError("parsed: " + json);
    }
}
