package org.mnemos.security.boundary;

import jakarta.inject.Inject;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.extensions.Extension;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.api.node.Violation;
import org.mnemos.platform.ProblemException;
import org.mnemos.platform.RequestTexts;
import org.mnemos.platform.RestDocument;
import org.mnemos.security.control.Caller;
import org.mnemos.security.control.DevJwtIssuer;
import org.mnemos.security.control.LocalCaller;

/**
 * {@code POST /api/dev/token {"sub", "tenant", "groups"}}: a token from the local issuer, so the
 * embedded default works out of the box. Answers 404 unless dev mode is on, and only callers on this machine: its
 * tokens make whoever asks an administrator of any tenant.
 */
@Path("dev/token")
@Tag(name = "Development")
public class DevJwtResource {

    @Inject
    DevJwtIssuer issuer;

    @Context
    HttpServletRequest request;

    @Public
    @Extension(name = RestDocument.PUBLIC, value = "true")
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "Mint a token from the local issuer (dev mode only)")
    public IssuedJwt token(JwtRequest body) {
        if (!issuer.enabled()) {
            throw new ProblemException(ErrorCode.NOT_FOUND, "There is nothing at this address.");
        }
        if (!LocalCaller.is(request.getRemoteAddr(), name -> request.getHeader(name) != null)) {
            throw new ProblemException(
                    ErrorCode.DEV_ISSUER_LOCAL_ONLY,
                    "The local token issuer answers only requests made on the machine Mnemos runs on, not relayed by a "
                            + "proxy.");
        }
        List<Violation> violations = new ArrayList<>();
        String sub = RequestTexts.required(body == null ? null : body.sub(), "sub", Caller.MAX_USER, violations);
        String tenant =
                RequestTexts.required(body == null ? null : body.tenant(), "tenant", Caller.MAX_TENANT, violations);
        if (!violations.isEmpty()) {
            throw ProblemException.invalidInput("The token request is invalid.", violations);
        }
        List<String> groups = body.groups() == null ? List.of() : body.groups();
        return new IssuedJwt(issuer.issue(sub, tenant, groups));
    }
}
