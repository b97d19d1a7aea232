package org.mnemos.sharing.entity;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/**
 * The random part of a share link's address: 256 bits from {@link SecureRandom}, base64url without padding
 * (43 characters). It is a bearer secret: only its SHA-256 is stored, and it is shown once, at creation.
 */
public record LinkKey(String text) {

    static final int BYTES = 32;
    private static final SecureRandom RANDOM = new SecureRandom();

    public static LinkKey random() {
        byte[] bytes = new byte[BYTES];
        RANDOM.nextBytes(bytes);
        return new LinkKey(Base64.getUrlEncoder().withoutPadding().encodeToString(bytes));
    }

    /** The lower-case hex SHA-256 of the key's text: what {@code share_link.key_hash} holds. */
    public String hash() {
        return HexFormat.of().formatHex(digest(text));
    }

    /**
     * Whether this key hashes to {@code storedHash}, compared in constant time: how long the comparison takes
     * says nothing about how much of the hash matched.
     */
    public boolean matches(String storedHash) {
        return MessageDigest.isEqual(
                hash().getBytes(StandardCharsets.US_ASCII), storedHash.getBytes(StandardCharsets.US_ASCII));
    }

    /** Never the key itself: a record's default would print it into any log that names the value. */
    @Override
    public String toString() {
        return "LinkKey[…]";
    }

    private static byte[] digest(String text) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
