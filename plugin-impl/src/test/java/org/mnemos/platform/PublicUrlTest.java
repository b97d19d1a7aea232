package org.mnemos.platform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Absolute URLs never take the caller's Host header, except in dev mode on one's own machine. */
class PublicUrlTest {

    private static final URI FORGED = URI.create("http://evil.example:666/api/integrations");

    @Test
    void aConfiguredPublicUrlWinsOverAForgedHostInDevModeToo() {
        for (boolean devMode : new boolean[] {false, true}) {
            PublicUrl url = new PublicUrl(Optional.of("https://Mnemos.Example.com/"), devMode);

            assertThat(url.origin(() -> FORGED, "http", "10.0.0.5", 8080)).isEqualTo("https://mnemos.example.com");
        }
    }

    @Test
    void withoutTheSettingTheConnectionsOwnAddressIsUsedOutsideDevMode() {
        PublicUrl url = new PublicUrl(Optional.empty(), false);

        assertThat(url.origin(() -> FORGED, "http", "10.0.0.5", 8080)).isEqualTo("http://10.0.0.5:8080");
        assertThat(url.origin(
                        () -> {
                            throw new AssertionError("the Host header was read");
                        },
                        "https",
                        "10.0.0.5",
                        8443))
                .isEqualTo("https://10.0.0.5:8443");
        assertThat(url.origin(() -> FORGED, "http", "fe80:0:0:0:0:0:0:1%eth0", 8080))
                .isEqualTo("http://[fe80:0:0:0:0:0:0:1]:8080");
        assertThat(new PublicUrl(Optional.of(" "), false).origin(() -> FORGED, "http", "127.0.0.1", 8080))
                .isEqualTo("http://127.0.0.1:8080");
    }

    @Test
    void devModeWithoutTheSettingFollowsTheRequest() {
        assertThat(new PublicUrl(Optional.empty(), true).origin(() -> FORGED, "http", "127.0.0.1", 8080))
                .isEqualTo("http://evil.example:666");
    }

    @Test
    void aSettingThatIsNoOriginIsRefusedNamingTheSetting() {
        for (String bad : new String[] {
            "mnemos.example.com", "ftp://mnemos.example.com", "https://user:pw@mnemos.example.com",
            "https://mnemos.example.com/mnemos", "https://mnemos.example.com?x=1", "https://exa mple.com"
        }) {
            assertThatThrownBy(() ->
                            new PublicUrl(Optional.of(bad), false).origin(() -> FORGED, "http", "127.0.0.1", 8080))
                    .as(bad)
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageStartingWith("mnemos.public.url (MNEMOS_PUBLIC_URL) '" + bad + "' cannot be used");
        }
    }
}
