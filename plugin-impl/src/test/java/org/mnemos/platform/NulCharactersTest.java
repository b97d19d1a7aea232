package org.mnemos.platform;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class NulCharactersTest {

    @Test
    void namesWhereANulSitsInTextsAndNames() {
        assertThat(NulCharacters.pointerIn(json("{\"name\":\"a\\u0000b\"}"))).contains("/name");
        assertThat(NulCharacters.pointerIn(json("{\"input\":{\"tags\":[\"x\",\"\\u0000\"]}}")))
                .contains("/input/tags/1");
        assertThat(NulCharacters.pointerIn(json("{\"a/b\":{\"k\\u0000\":1}}"))).contains("/a~1b/k\u0000");
        assertThat(NulCharacters.pointerIn(json("\"\\u0000\""))).contains("/");
    }

    @Test
    void anEscapedBackslashBeforeU0000IsTextNotANul() {
        assertThat(NulCharacters.pointerIn(json("{\"path\":\"C:\\\\u0000\"}"))).isEmpty();
        assertThat(NulCharacters.pointerIn(json("{\"path\":\"C:\\\\\\u0000\"}")))
                .contains("/path");
    }

    @Test
    void bodiesWithoutANulOrNotJsonPass() {
        assertThat(NulCharacters.pointerIn(json("{\"name\":\"u0000\"}"))).isEmpty();
        assertThat(NulCharacters.pointerIn(json("{\"name\":\"\\u0000"))).isEmpty();
    }

    private static byte[] json(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
