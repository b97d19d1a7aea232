package org.mnemos.security.control;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;
import jakarta.servlet.http.HttpServletRequest;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.platform.ProblemException;

/**
 * The {@link Caller} of the current request, as the authentication filter verified it. Asked for
 * when needed rather than injected as a value: resources are created before filters run.
 */
@RequestScoped
public class CurrentCaller {

    public static final String ATTRIBUTE = "org.mnemos.caller";

    @Inject
    HttpServletRequest request;

    public Caller get() {
        if (request.getAttribute(ATTRIBUTE) instanceof Caller caller) {
            return caller;
        }
        throw new ProblemException(ErrorCode.UNAUTHENTICATED, "Send a bearer token: Authorization: Bearer <JWT>.");
    }

    /** The caller, who must be an administrator; {@code refusal} says what only administrators may do. */
    public Caller admin(String refusal) {
        Caller caller = get();
        if (!caller.isAdmin()) {
            throw ProblemException.forbidden(refusal);
        }
        return caller;
    }
}
