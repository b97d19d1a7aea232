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

class JwtVerifierTest {

    private static final String ISSUER = "https://issuer.example";

    private static RSAKey trusted;
    private static RSAKey other;
    private final JwtVerifier verifier = new JwtVerifier();

    @BeforeAll
    static void keys() throws Exception {
        trusted = new RSAKeyGenerator(2048).keyID("trusted").generate();
        other = new RSAKeyGenerator(2048).keyID("trusted").generate();
    }

    JwtVerifierTest() {
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

    @Test
    void aSubjectOrTenantLongerThanItsColumnIsRefusedWithTheClaimNamed() throws Exception {
        Instant expires = Instant.now().plusSeconds(300);

        assertThat(verifier.verify(token(trusted, expires, "s".repeat(200), "t".repeat(100)))
                        .user())
                .hasSize(200);
        assertThatThrownBy(() -> verifier.verify(token(trusted, expires, "s".repeat(3_000), "acme")))
                .isInstanceOf(JwtVerifier.TokenRejected.class)
                .hasMessageContaining("sub has more than 200");
        assertThatThrownBy(() -> verifier.verify(token(trusted, expires, "alice", "t".repeat(101))))
                .isInstanceOf(JwtVerifier.TokenRejected.class)
                .hasMessageContaining("tenant has more than 100");
    }

    private static String token(RSAKey key, Instant expires) throws Exception {
        return token(key, expires, "alice", "acme");
    }

    private static String token(RSAKey key, Instant expires, String subject, String tenant) throws Exception {
        SignedJWT jwt = new SignedJWT(
                new JWSHeader.Builder(JWSAlgorithm.RS256).keyID(key.getKeyID()).build(),
                new JWTClaimsSet.Builder()
                        .issuer(ISSUER)
                        .subject(subject)
                        .claim("tenant", tenant)
                        .claim("groups", List.of("admin"))
                        .expirationTime(Date.from(expires))
                        .build());
        jwt.sign(new RSASSASigner(key));
        return jwt.serialize();
    }
}
