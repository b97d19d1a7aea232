package org.mnemos.sharing.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mnemos.api.node.Violation;

/** The sites that may frame a link's page: bare http(s) origins, written as CSP sources. */
class EmbedOriginsTest {

    @Test
    void originsAreKeptLowerCaseWithoutTheirSlashAndOnce() {
        List<Violation> violations = new ArrayList<>();

        assertThat(EmbedOrigins.normalised(
                        List.of(
                                "https://Intranet.Example.com/",
                                "http://localhost:3000",
                                "https://intranet.example.com"),
                        violations))
                .containsExactly("https://intranet.example.com", "http://localhost:3000");
        assertThat(violations).isEmpty();
    }

    @Test
    void anythingButABareOriginIsRefusedAtItsIndex() {
        List<Violation> violations = new ArrayList<>();
        List<String> refused = List.of(
                "*",
                "https://*.example.com",
                "https://example.com/page",
                "https://example.com?x=1",
                "javascript:alert(1)",
                "ftp://example.com",
                "https://user@example.com",
                "https://example.com; script-src *",
                "example.com");

        assertThat(EmbedOrigins.normalised(refused, violations)).isEmpty();
        assertThat(violations)
                .extracting(Violation::pointer)
                .hasSize(refused.size())
                .contains("/embedOrigins/0");
    }

    @Test
    void atMostTenOrigins() {
        List<Violation> violations = new ArrayList<>();

        EmbedOrigins.normalised(Collections.nCopies(EmbedOrigins.MAX + 1, "https://example.com"), violations);

        assertThat(violations).extracting(Violation::pointer).containsExactly("/embedOrigins");
    }
}
