package org.mnemos.platform;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.mnemos.api.node.Violation;

class UnstorableTextTest {

    @Test
    void namesWhereANulSitsInTextsAndNames() {
        assertThat(pointer("{\"name\":\"a\\u0000b\"}")).contains("/name");
        assertThat(pointer("{\"input\":{\"tags\":[\"x\",\"\\u0000\"]}}")).contains("/input/tags/1");
        assertThat(pointer("{\"a/b\":{\"k\\u0000\":1}}")).contains("/a~1b/k\u0000");
        assertThat(pointer("\"\\u0000\"")).contains("/");
    }

    @Test
    void anEscapedBackslashBeforeU0000IsTextNotANul() {
        assertThat(pointer("{\"path\":\"C:\\\\u0000\"}")).isEmpty();
        assertThat(pointer("{\"path\":\"C:\\\\\\u0000\"}")).contains("/path");
    }

    @Test
    void bodiesWithoutANulOrNotJsonPass() {
        assertThat(pointer("{\"name\":\"u0000\"}")).isEmpty();
        assertThat(pointer("{\"name\":\"\\u0000")).isEmpty();
    }

    @Test
    void aLoneSurrogateIsFoundAndAPairIsText() {
        Optional<Violation> lone = UnstorableText.in(json("{\"content\":[\"ok\",\"x\\ud800y\"]}"));
        assertThat(lone).map(Violation::pointer).contains("/content/1");
        assertThat(lone)
                .map(Violation::message)
                .hasValueSatisfying(m -> assertThat(m).contains("lone surrogate"));
        assertThat(pointer("{\"content\":\"\\uDC00\"}")).contains("/content");
        assertThat(pointer("{\"k\\uDBFF\":1}")).contains("/k\uDBFF");
        assertThat(pointer("{\"content\":\"\\ud83d\\ude00 and \\u00e9\"}")).isEmpty();
        assertThat(pointer("{\"content\":\"\\\\ud800\"}")).isEmpty();
    }

    private static Optional<String> pointer(String text) {
        return UnstorableText.in(json(text)).map(Violation::pointer);
    }

    private static byte[] json(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
