package org.mnemos.sharing.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.api.node.Violation;
import org.mnemos.platform.Problem;
import org.mnemos.platform.ProblemException;

/**
 * How long a new share link lives: the days its creator asks for, from one to {@code mnemos.share-links.max-days}
 * (an administrator lowers it to cap every new link), else {@code mnemos.share-links.default-days}, never more than
 * the cap. A link always expires: a forgotten link must not keep a dashboard public.
 */
@ApplicationScoped
public class LinkLifetimes {

    static final String POINTER = "/expiresInDays";

    @Inject
    @ConfigProperty(name = "mnemos.share-links.default-days")
    int defaultDays;

    @Inject
    @ConfigProperty(name = "mnemos.share-links.max-days")
    int maxDays;

    LinkLifetimes() {}

    LinkLifetimes(int defaultDays, int maxDays) {
        this.defaultDays = defaultDays;
        this.maxDays = maxDays;
    }

    /** When a link made at {@code now} expires; 422 at {@value #POINTER} for days out of range. */
    public Instant expiry(Instant now, Integer days) {
        int cap = Math.max(1, maxDays);
        if (days == null) {
            return now.plus(Duration.ofDays(Math.min(Math.max(1, defaultDays), cap)));
        }
        if (days < 1 || days > cap) {
            throw new ProblemException(
                    Problem.of(ErrorCode.INVALID_INPUT, "A share link lives from 1 to " + cap + " days.")
                            .withErrors(List.of(new Violation(POINTER, "must be from 1 to " + cap + " (days)"))));
        }
        return now.plus(Duration.ofDays(days));
    }

    public int maxDays() {
        return Math.max(1, maxDays);
    }
}
