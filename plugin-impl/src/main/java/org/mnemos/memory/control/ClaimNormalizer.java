package org.mnemos.memory.control;

import jakarta.enterprise.context.ApplicationScoped;
import java.text.Normalizer;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Pattern;
import org.apache.commons.codec.digest.DigestUtils;

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
        return DigestUtils.sha256Hex(normalize(claim));
    }
}
