package org.mnemos.security.control;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.apache.commons.codec.digest.DigestUtils;

/**
 * Tokens whose signature and claims were checked in the last minute. A client sends the same token with each
 * request, and checking its signature again was a tenth of a Recall's time (benchmarks-http.md). A token is
 * trusted from here until it expires (with the clock skew the check allows) and at most {@link #AT_MOST}:
 * no longer than a remote key set's own cache keeps a key that was rotated out. Only accepted tokens are
 * kept, under the SHA-256 of the token, so the cache holds no usable credential.
 */
final class VerifiedJwts {

    static final Duration AT_MOST = Duration.ofSeconds(60);

    private record Verified(Caller caller, Instant until) {}

    private final Cache<String, Verified> verified =
            Caffeine.newBuilder().maximumSize(10_000).expireAfterWrite(AT_MOST).build();

    private final Clock clock;

    VerifiedJwts(Clock clock) {
        this.clock = clock;
    }

    /** The caller of a token accepted before and still valid. */
    Optional<Caller> caller(String token) {
        Verified known = verified.getIfPresent(key(token));
        return known != null && clock.instant().isBefore(known.until())
                ? Optional.of(known.caller())
                : Optional.empty();
    }

    /** A token just accepted, valid until {@code expires}. */
    void accepted(String token, Caller caller, Instant expires) {
        Instant cap = clock.instant().plus(AT_MOST);
        verified.put(key(token), new Verified(caller, expires.isBefore(cap) ? expires : cap));
    }

    private static String key(String token) {
        return DigestUtils.sha256Hex(token);
    }
}
