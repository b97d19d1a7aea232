package org.mnemos.notify.control;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/**
 * Unsubscribe tokens: 32 random bytes, URL-safe; only their SHA-256 is stored, so the table does not let anyone
 * unsubscribe others. A token is long and random enough that no salt or slow hash is needed.
 */
public final class UnsubscribeTokens {

    private static final SecureRandom RANDOM = new SecureRandom();

    private UnsubscribeTokens() {}

    public static String next() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    public static String hash(String token) {
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("Every Java runtime has SHA-256", e);
        }
    }
}
