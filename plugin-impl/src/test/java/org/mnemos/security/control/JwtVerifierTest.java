package org.mnemos.security.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.RSASSASigner;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import java.time.Instant;
import java.util.Date;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class TokenVerifierTest {

    private static final String ISSUER = "https://issuer.example";

    private static RSAKey trusted;
    private static RSAKey other;
    private final JwtVerifier verifier = new JwtVerifier();

    @BeforeAll
    static void keys() throws Exception {
        trusted = new RSAKeyGenerator(2048).keyID("trusted").generate();
        other = new RSAKeyGenerator(2048).keyID("trusted").generate();
    }

    TokenVerifierTest() {
        verifier.issuer = Optional.of(ISSUER);
        verifier.publicKey = Optional.of(new JWKSet(trusted.toPublicJWK()).toString());
        verifier.publicKeyLocation = Optional.empty();
        verifier.clockSkewSeconds = 0;
        verifier.configure();
    }

    @Test
    void aTokenAcceptedOnceIsAcceptedAgainWithTheSameClaims() throws Exception {
        String token = token(trusted, Instant.now().plusSeconds(300));

        Caller first = verifier.verify(token);

        assertThat(first).isEqualTo(new Caller("acme", "alice", Set.of("admin")));
        assertThat(verifier.verify(token)).isEqualTo(first);
    }

    @Test
    void theSameClaimsSignedByAnotherKeyAreRefusedAfterTheGenuineTokenWasAccepted() throws Exception {
        Instant expires = Instant.now().plusSeconds(300);
        verifier.verify(token(trusted, expires));

        assertThatThrownBy(() -> verifier.verify(token(other, expires)))
                .isInstanceOf(JwtVerifier.TokenRejected.class)
                .hasMessageContaining("refused");
    }

    @Test
    void anExpiredTokenIsRefused() throws Exception {
        assertThatThrownBy(() -> verifier.verify(token(trusted, Instant.now().minusSeconds(5))))
                .isInstanceOf(JwtVerifier.TokenRejected.class)
                .hasMessageContaining("xpired");
    }

    private static String token(RSAKey key, Instant expires) throws Exception {
        SignedJWT jwt = new SignedJWT(
                new JWSHeader.Builder(JWSAlgorithm.RS256).keyID(key.getKeyID()).build(),
                new JWTClaimsSet.Builder()
                        .issuer(ISSUER)
                        .subject("alice")
                        .claim("tenant", "acme")
                        .claim("groups", List.of("admin"))
                        .expirationTime(Date.from(expires))
                        .build());
        jwt.sign(new RSASSASigner(key));
        return jwt.serialize();
    }
}
