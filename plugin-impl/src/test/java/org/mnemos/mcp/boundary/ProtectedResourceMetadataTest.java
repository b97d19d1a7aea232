package org.mnemos.mcp.boundary;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class ProtectedResourceMetadataTest {

    @Test
    void anIssuerUrlIsTheAuthorizationServer() {
        assertThat(ProtectedResourceMetadata.authorizationServer(Optional.of("https://login.example.com/realms/acme")))
                .contains("https://login.example.com/realms/acme");
    }

    @Test
    void anIssuerNamedOtherwiseIsLeftOutSoDiscoveryDoesNotFetchIt() {
        assertThat(ProtectedResourceMetadata.authorizationServer(Optional.of("mnemos-dev")))
                .isEmpty();
        assertThat(ProtectedResourceMetadata.authorizationServer(Optional.of("urn:example:issuer")))
                .isEmpty();
        assertThat(ProtectedResourceMetadata.authorizationServer(Optional.of("https://x.example/?tenant=1")))
                .isEmpty();
        assertThat(ProtectedResourceMetadata.authorizationServer(Optional.empty()))
                .isEmpty();
    }
}
