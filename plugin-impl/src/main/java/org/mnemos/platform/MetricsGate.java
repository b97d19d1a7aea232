package org.mnemos.platform;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Locale;
import java.util.Optional;

/**
 * Who may read {@code /metrics}, by the setting {@code mnemos.metrics} ({@code MNEMOS_METRICS}): {@code public}
 * (anyone who reaches the port), {@code token} (a scraper sending {@code Authorization: Bearer} with
 * {@code mnemos.metrics.token}, the {@code bearer_token} of a Prometheus job) or {@code off}. Only the token's
 * SHA-256 is kept, and a sent token is compared with it in constant time.
 */
final class MetricsGate {

    static final String SETTING = "MNEMOS_METRICS";
    static final String TOKEN_SETTING = "MNEMOS_METRICS_TOKEN";
    /** A token a scraper's configuration holds, long enough not to be guessed over the network. */
    static final int MIN_TOKEN_LENGTH = 16;

    private static final String BEARER = "Bearer ";

    private final Mode mode;
    private final byte[] tokenDigest;

    private MetricsGate(Mode mode, byte[] tokenDigest) {
        this.mode = mode;
        this.tokenDigest = tokenDigest;
    }

    enum Mode {
        PUBLIC,
        TOKEN,
        OFF
    }

    enum Verdict {
        SERVE,
        UNAUTHENTICATED,
        NOT_FOUND
    }

    /** The gate a setting and an optional token make; a setting that cannot work stops the deployment. */
    static MetricsGate of(String setting, Optional<String> token) {
        Mode mode;
        try {
            mode = Mode.valueOf(setting.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException(SETTING + " must be public, token or off, not '" + setting + "'.");
        }
        Optional<String> given = token.map(String::trim).filter(text -> !text.isEmpty());
        if (mode == Mode.TOKEN && given.map(String::length).orElse(0) < MIN_TOKEN_LENGTH) {
            throw new IllegalStateException(SETTING + "=token needs " + TOKEN_SETTING + " of at least "
                    + MIN_TOKEN_LENGTH + " characters, the token a Prometheus job sends as its bearer_token.");
        }
        return new MetricsGate(mode, mode == Mode.TOKEN ? digest(given.get()) : null);
    }

    /** What a request with this {@code Authorization} header (null when absent) gets. */
    Verdict judge(String authorization) {
        return switch (mode) {
            case PUBLIC -> Verdict.SERVE;
            case OFF -> Verdict.NOT_FOUND;
            case TOKEN ->
                authorization != null
                                && authorization.regionMatches(true, 0, BEARER, 0, BEARER.length())
                                && MessageDigest.isEqual(
                                        tokenDigest,
                                        digest(authorization
                                                .substring(BEARER.length())
                                                .trim()))
                        ? Verdict.SERVE
                        : Verdict.UNAUTHENTICATED;
        };
    }

    private static byte[] digest(String token) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }
}
