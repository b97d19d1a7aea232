package org.mnemos.security.control;

import jakarta.enterprise.context.RequestScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Inject;
import java.util.Set;
import org.eclipse.microprofile.jwt.JsonWebToken;
import org.mnemos.platform.Problem;
import org.mnemos.platform.ProblemException;

/** Turns the verified token of the current request into a {@link Caller}. */
@RequestScoped
public class CallerProducer {

    @Inject
    JsonWebToken token;

    @Produces
    @RequestScoped
    Caller caller() {
        if (token == null || token.getSubject() == null) {
            throw new ProblemException(Problem.of(401, "UNAUTHENTICATED", "Unauthenticated",
                    "Send a bearer token: Authorization: Bearer <JWT>."));
        }
        String tenant = token.getClaim("tenant");
        if (tenant == null || tenant.isBlank()) {
            throw ProblemException.forbidden("The token has no tenant claim.");
        }
        return new Caller(tenant, token.getSubject(), token.getGroups() == null ? Set.of() : token.getGroups());
    }
}
