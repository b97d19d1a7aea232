package org.mnemos.it.support;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.RSASSASigner;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.NoSuchAlgorithmException;
import java.security.PrivateKey;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Date;
import java.util.List;
import java.util.UUID;

/**
 * The tests' own token issuer: the deployment trusts the public key written here
 * (arquillian.xml), the tests sign with the private key kept in memory.
 */
public final class Tokens {

    public static final String ISSUER = "mnemos-test";
    private static PrivateKey signingKey;

    private Tokens() {}

    static void writeKeyPair(Path dir) throws IOException {
        try {
            KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
            generator.initialize(2048);
            KeyPair pair = generator.generateKeyPair();
            signingKey = pair.getPrivate();
            Files.writeString(
                    dir.resolve("jwt-public.pem"),
                    "-----BEGIN PUBLIC KEY-----\n"
                            + Base64.getMimeEncoder()
                                    .encodeToString(pair.getPublic().getEncoded()) + "\n-----END PUBLIC KEY-----\n");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    public static String mint(String user, String tenant, String... groups) {
        return mint(ISSUER, user, tenant, Instant.now().plus(Duration.ofHours(1)), groups);
    }

    public static String mint(String issuer, String user, String tenant, Instant expires, String... groups) {
        JWTClaimsSet claims = new JWTClaimsSet.Builder()
                .issuer(issuer)
                .subject(user)
                .claim("tenant", tenant)
                .claim("groups", List.of(groups))
                .jwtID(UUID.randomUUID().toString())
                .issueTime(new Date())
                .expirationTime(Date.from(expires))
                .build();
        try {
            SignedJWT jwt = new SignedJWT(new JWSHeader(JWSAlgorithm.RS256), claims);
            jwt.sign(new RSASSASigner(signingKey));
            return jwt.serialize();
        } catch (JOSEException e) {
            throw new IllegalStateException(e);
        }
    }
}
