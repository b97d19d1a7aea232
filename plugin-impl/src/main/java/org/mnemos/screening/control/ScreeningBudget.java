package org.mnemos.screening.control;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.platform.Problem;
import org.mnemos.platform.ProblemException;

/**
 * How much text the secret screen may still read for the current request. Every rule runs in linear time, but a
 * request may still hand the screen many texts (a batch, a profile's cells): past the limit it is refused with 413
 * {@code SCREENING_BUDGET_EXCEEDED} before anything of it is stored.
 */
@RequestScoped
public class ScreeningBudget {

    @Inject
    @ConfigProperty(name = "mnemos.screening.max-chars-per-request", defaultValue = "2097152")
    long limit;

    private long read;

    private boolean unbounded;

    public ScreeningBudget() {}

    ScreeningBudget(long limit) {
        this.limit = limit;
    }

    /** Counts {@code chars} more characters read, or refuses the request when they pass the limit. */
    void spend(long chars) {
        read += chars;
        if (!unbounded && read > limit) {
            throw new ProblemException(Problem.of(
                    ErrorCode.SCREENING_BUDGET_EXCEEDED,
                    "This request asks the secret screen to read more than " + limit
                            + " characters; nothing of it was stored. Send less text at once."));
        }
    }

    /**
     * No limit for this request: a workspace import and export are their owner's bulk operations, bounded by their
     * own size ({@code mnemos.portability.import.max-bytes}, the workspace's stored content).
     */
    public void lift() {
        unbounded = true;
    }
}
