package org.mnemos.memory.control;

import jakarta.enterprise.context.ApplicationScoped;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.text.Normalizer;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * Brings a claim to one canonical form so that the same assertion written twice in the same
 * scope reinforces the existing entry instead of being stored again. Only differences that
 * never change meaning are removed: Unicode compatibility forms, case, invisible characters,
 * spacing and the punctuation that ends a sentence.
 */
@ApplicationScoped
public class ClaimNormalizer {

    private static final Pattern INVISIBLE = Pattern.compile("\\p{Cf}");
    private static final Pattern SPACING = Pattern.compile("[\\s\\p{Z}]+");
    private static final Pattern TRAILING_PUNCTUATION = Pattern.compile("[\\p{Po}\\s]+$");

    public String normalize(String claim) {
        Objects.requireNonNull(claim, "claim");
        String compatible = Normalizer.normalize(claim, Normalizer.Form.NFKC);
        String visible = INVISIBLE.matcher(compatible).replaceAll("");
        String spaced = SPACING.matcher(visible.toLowerCase(Locale.ROOT))
                .replaceAll(" ")
                .strip();
        return TRAILING_PUNCTUATION.matcher(spaced).replaceFirst("");
    }

    /** SHA-256 of the normalized claim, 64 lower-case hex characters: the de-duplication key. */
    public String claimHash(String claim) {
        byte[] digest = sha256().digest(normalize(claim).getBytes(StandardCharsets.UTF_8));
        return HexFormat.of().formatHex(digest);
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime must provide SHA-256", e);
        }
    }
}
