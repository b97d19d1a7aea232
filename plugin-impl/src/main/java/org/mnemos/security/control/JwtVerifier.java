package org.mnemos.security.control;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.jwk.Curve;
import com.nimbusds.jose.jwk.ECKey;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.source.ImmutableJWKSet;
import com.nimbusds.jose.jwk.source.JWKSource;
import com.nimbusds.jose.jwk.source.JWKSourceBuilder;
import com.nimbusds.jose.proc.BadJOSEException;
import com.nimbusds.jose.proc.JWSVerificationKeySelector;
import com.nimbusds.jose.proc.SecurityContext;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.proc.DefaultJWTClaimsVerifier;
import com.nimbusds.jwt.proc.DefaultJWTProcessor;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.IOException;
import java.net.URI;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.PublicKey;
import java.security.interfaces.ECPublicKey;
import java.security.interfaces.RSAPublicKey;
import java.security.spec.X509EncodedKeySpec;
import java.text.ParseException;
import java.time.Clock;
import java.util.Base64;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Verifies bearer tokens with the standard MicroProfile JWT settings: {@code mp.jwt.verify.issuer}
 * and the public key as {@code mp.jwt.verify.publickey} (PEM or JWKS) or
 * {@code mp.jwt.verify.publickey.location} (a PEM/JWKS file or an https JWKS URL). Tokens must be
 * signed (RS256/RS384/RS512/ES256/ES384), unexpired, from the issuer, with {@code sub} and {@code tenant}.
 * A token accepted once is not checked again for a minute ({@link VerifiedJwts}).
 */
@ApplicationScoped
public class JwtVerifier {

    private static final Set<JWSAlgorithm> ALGORITHMS =
            Set.of(JWSAlgorithm.RS256, JWSAlgorithm.RS384, JWSAlgorithm.RS512, JWSAlgorithm.ES256, JWSAlgorithm.ES384);

    @Inject
    @ConfigProperty(name = "mp.jwt.verify.issuer")
    Optional<String> issuer;

    @Inject
    @ConfigProperty(name = "mp.jwt.verify.publickey")
    Optional<String> publicKey;

    @Inject
    @ConfigProperty(name = "mp.jwt.verify.publickey.location")
    Optional<String> publicKeyLocation;

    @Inject
    @ConfigProperty(name = "mp.jwt.verify.clock.skew")
    int clockSkewSeconds;

    private DefaultJWTProcessor<SecurityContext> processor;

    private final VerifiedJwts verified = new VerifiedJwts(Clock.systemUTC());

    @PostConstruct
    void configure() {
        Optional<JWKSource<SecurityContext>> keys = keySource();
        if (keys.isEmpty() || issuer.isEmpty()) {
            return; // not configured: every protected call is refused with a clear message
        }
        processor = new DefaultJWTProcessor<>();
        processor.setJWSKeySelector(new JWSVerificationKeySelector<>(ALGORITHMS, keys.get()));
        DefaultJWTClaimsVerifier<SecurityContext> claims = new DefaultJWTClaimsVerifier<>(
                new JWTClaimsSet.Builder().issuer(issuer.get()).build(),
                new HashSet<>(List.of("sub", "exp", "tenant")));
        claims.setMaxClockSkew(clockSkewSeconds);
        processor.setJWTClaimsSetVerifier(claims);
    }

    /** The caller named by a valid token; a {@link TokenRejected} says why a token is not accepted. */
    public Caller verify(String token) throws TokenRejected {
        if (processor == null) {
            throw new TokenRejected(
                    "No token issuer is configured (mp.jwt.verify.issuer and mp.jwt.verify.publickey.location).");
        }
        Optional<Caller> known = verified.caller(token);
        if (known.isPresent()) {
            return known.get();
        }
        try {
            JWTClaimsSet claims = processor.process(token, null);
            List<String> groups = claims.getStringListClaim("groups");
            requireStorable(claims.getStringClaim("tenant"), "tenant", Caller.MAX_TENANT);
            requireStorable(claims.getSubject(), "sub", Caller.MAX_USER);
            Caller caller = new Caller(
                    claims.getStringClaim("tenant"),
                    claims.getSubject(),
                    groups == null ? Set.of() : Set.copyOf(groups));
            verified.accepted(
                    token, caller, claims.getExpirationTime().toInstant().plusSeconds(clockSkewSeconds));
            return caller;
        } catch (ParseException e) {
            throw new TokenRejected("The bearer token is not a JWT.");
        } catch (BadJOSEException e) {
            throw new TokenRejected("The bearer token was refused: " + e.getMessage());
        } catch (JOSEException e) {
            throw new TokenRejected("The bearer token could not be verified.");
        }
    }

    private static void requireStorable(String claim, String name, int max) throws TokenRejected {
        if (claim.length() > max) {
            throw new TokenRejected("The bearer token's " + name + " has more than " + max + " characters.");
        }
    }

    private Optional<JWKSource<SecurityContext>> keySource() {
        try {
            if (publicKey.isPresent()) {
                return Optional.of(new ImmutableJWKSet<>(parse(publicKey.get())));
            }
            if (publicKeyLocation.isEmpty()) {
                return Optional.empty();
            }
            String location = publicKeyLocation.get();
            if (location.startsWith("http://") || location.startsWith("https://")) {
                return Optional.of(JWKSourceBuilder.create(new URL(location)).build());
            }
            Path file = location.startsWith("file:") ? Path.of(URI.create(location)) : Path.of(location);
            return Optional.of(new ImmutableJWKSet<>(parse(Files.readString(file))));
        } catch (IOException | ParseException e) {
            throw new IllegalStateException("The token verification key cannot be read: " + e.getMessage(), e);
        }
    }

    /** A JWKS document, or a PEM public key (RSA or EC) as MicroProfile JWT accepts it. */
    private static JWKSet parse(String text) throws ParseException {
        String trimmed = text.strip();
        if (trimmed.startsWith("{")) {
            return JWKSet.parse(trimmed);
        }
        byte[] der = Base64.getMimeDecoder().decode(trimmed.replaceAll("-----[A-Z ]+-----", ""));
        try {
            PublicKey key = KeyFactory.getInstance("RSA").generatePublic(new X509EncodedKeySpec(der));
            return new JWKSet(new RSAKey.Builder((RSAPublicKey) key).build());
        } catch (GeneralSecurityException notRsa) {
            try {
                ECPublicKey key =
                        (ECPublicKey) KeyFactory.getInstance("EC").generatePublic(new X509EncodedKeySpec(der));
                return new JWKSet(new ECKey.Builder(Curve.forECParameterSpec(key.getParams()), key).build());
            } catch (GeneralSecurityException notEc) {
                throw new ParseException("not an RSA or EC public key in PEM form", 0);
            }
        }
    }

    /** Why a token is not accepted, in words fit for the 401 answer. */
    public static class TokenRejected extends Exception {
        public TokenRejected(String message) {
            super(message);
        }
    }
}
