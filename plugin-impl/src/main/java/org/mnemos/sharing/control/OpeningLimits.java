package org.mnemos.sharing.control;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.github.resilience4j.ratelimiter.RateLimiter;
import io.github.resilience4j.ratelimiter.RateLimiterConfig;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.platform.ProblemException;

/**
 * How often one link's page may be opened on this instance: {@code mnemos.share-links.opens-per-minute}, then
 * 429 SHARE_LINK_BUSY until the minute is over. A public page renders a whole dashboard per opening, so a link
 * posted somewhere busy must not take the server's two cores from everyone else. Kept in memory per link
 * (links unused for ten minutes are forgotten); with several instances each counts its own.
 */
@ApplicationScoped
public class OpeningLimits {

    @Inject
    @ConfigProperty(name = "mnemos.share-links.opens-per-minute")
    int perMinute;

    private final Cache<String, RateLimiter> limiters = Caffeine.newBuilder()
            .expireAfterAccess(Duration.ofMinutes(10))
            .maximumSize(10_000)
            .build();

    OpeningLimits() {}

    OpeningLimits(int perMinute) {
        this.perMinute = perMinute;
    }

    void admit(String linkId) {
        RateLimiter limiter = limiters.get(linkId, id -> RateLimiter.of(id, config()));
        if (!limiter.acquirePermission()) {
            throw new ProblemException(
                    ErrorCode.SHARE_LINK_BUSY,
                    "This page was opened too often in the last minute; open it again soon.");
        }
    }

    private RateLimiterConfig config() {
        return RateLimiterConfig.custom()
                .limitForPeriod(Math.max(1, perMinute))
                .limitRefreshPeriod(Duration.ofMinutes(1))
                .timeoutDuration(Duration.ZERO)
                .build();
    }
}
