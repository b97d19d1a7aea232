package org.mnemos.api.notify;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * How a webhook is signed, so its receiver can tell it comes from Mnemos and is not a replay: the header
 * {@value #TIMESTAMP} carries the send time in Unix seconds, and {@value #SIGNATURE} is {@code sha256=}
 * followed by the lower-case hex HMAC-SHA256, keyed with the shared secret's UTF-8 bytes, of the
 * timestamp's digits, a full stop, and the exact body bytes. A receiver recomputes it over the raw body,
 * compares in constant time and refuses timestamps older than a few minutes.
 */
public final class WebhookSignature {

    public static final String SIGNATURE = "Mnemos-Signature";
    public static final String TIMESTAMP = "Mnemos-Timestamp";
    private static final String ALGORITHM = "HmacSHA256";

    private WebhookSignature() {}

    /** The value of the {@value #SIGNATURE} header for a body sent at {@code epochSeconds}. */
    public static String sign(String secret, long epochSeconds, byte[] body) {
        try {
            Mac mac = Mac.getInstance(ALGORITHM);
            mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), ALGORITHM));
            mac.update((epochSeconds + ".").getBytes(StandardCharsets.US_ASCII));
            return "sha256=" + HexFormat.of().formatHex(mac.doFinal(body));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("Every Java runtime has " + ALGORITHM, e);
        }
    }
}
