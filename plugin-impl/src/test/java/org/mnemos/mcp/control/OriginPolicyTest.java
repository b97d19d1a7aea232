package org.mnemos.mcp.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class OriginPolicyTest {

    private static final String SELF = "http://localhost:8080";

    @Test
    void byDefaultOnlyClientsWithoutOriginAndTheServersOwnPagesMayCall() {
        OriginPolicy none = new OriginPolicy(List.of());

        assertThat(none.allows(null, SELF)).isTrue();
        assertThat(none.allows("http://LOCALHOST:8080/", SELF)).isTrue();
        assertThat(none.allows("http://evil.example", SELF)).isFalse();
        assertThat(none.allows("http://localhost:8081", SELF)).isFalse();
        assertThat(none.allows("null", SELF)).isFalse();
    }

    @Test
    void configuredOriginsAreAllowedWhateverTheirDefaultPortSpelling() {
        OriginPolicy studio = new OriginPolicy(List.of(" https://studio.example.com:443 ", ""));

        assertThat(studio.allows("https://studio.example.com", SELF)).isTrue();
        assertThat(studio.allows("http://studio.example.com", SELF)).isFalse();
    }
}
