package org.mnemos.security.control;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.RSASSASigner;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.spec.PKCS8EncodedKeySpec;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Date;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.mnemos.platform.DatabaseClock;

/**
 * The local issuer of the embedded default: signs tokens with the key pair the launcher generated
 * in the data directory. Only active in dev mode, which is off whenever a real issuer is configured.
 */
@ApplicationScoped
public class DevJwtIssuer {

    private static final Duration LIFETIME = Duration.ofHours(8);

    @Inject
    @ConfigProperty(name = "mnemos.dev-mode")
    boolean devMode;

    @Inject
    @ConfigProperty(name = "mnemos.dev.private-key.location")
    Optional<String> privateKeyLocation;

    @Inject
    // Not in microprofile-config.properties: there it would look like a configured issuer to MicroProfile JWT.
    @ConfigProperty(name = "mp.jwt.verify.issuer", defaultValue = "mnemos-dev")
    String issuer;

    Clock clock = DatabaseClock.utc();

    public boolean enabled() {
        return devMode && privateKeyLocation.isPresent();
    }

    public String issue(String subject, String tenant, List<String> groups) {
        Instant now = clock.instant();
        JWTClaimsSet claims = new JWTClaimsSet.Builder()
                .issuer(issuer)
                .subject(subject)
                .claim("upn", subject)
                .claim("tenant", tenant)
                .claim("groups", groups)
                .jwtID(UUID.randomUUID().toString())
                .issueTime(Date.from(now))
                .expirationTime(Date.from(now.plus(LIFETIME)))
                .build();
        try {
            SignedJWT jwt = new SignedJWT(
                    new JWSHeader.Builder(JWSAlgorithm.RS256)
                            .type(JOSEObjectType.JWT)
                            .build(),
                    claims);
            jwt.sign(new RSASSASigner(privateKey()));
            return jwt.serialize();
        } catch (JOSEException | IOException | GeneralSecurityException e) {
            throw new IllegalStateException("The dev issuer cannot sign tokens", e);
        }
    }

    private PrivateKey privateKey() throws IOException, GeneralSecurityException {
        String pem = Files.readString(Path.of(privateKeyLocation.orElseThrow()));
        String base64 = pem.replaceAll("-----[A-Z ]+-----", "").replaceAll("\\s", "");
        return KeyFactory.getInstance("RSA")
                .generatePrivate(new PKCS8EncodedKeySpec(Base64.getDecoder().decode(base64)));
    }
}
