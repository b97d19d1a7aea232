package org.mnemos.security.boundary;

import jakarta.annotation.Priority;
import jakarta.inject.Inject;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.ext.Provider;
import java.lang.reflect.Method;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.platform.ProblemException;
import org.mnemos.security.control.CurrentCaller;
import org.mnemos.security.control.JwtVerifier;

/**
 * Every API call needs {@code Authorization: Bearer <JWT>} unless its resource method is
 * {@link Public} (the node catalog, the dev issuer). Failures are 401 problem+json.
 */
@Provider
@Priority(Priorities.AUTHENTICATION)
public class BearerAuthentication implements ContainerRequestFilter {

    private static final String BEARER = "Bearer ";

    @Context
    ResourceInfo resource;

    @Inject
    JwtVerifier verifier;

    @Override
    public void filter(ContainerRequestContext request) {
        if (isPublic()) {
            return;
        }
        String header = request.getHeaderString(HttpHeaders.AUTHORIZATION);
        if (header == null || !header.regionMatches(true, 0, BEARER, 0, BEARER.length())) {
            throw unauthenticated(ErrorCode.UNAUTHENTICATED, "Send a bearer token: Authorization: Bearer <JWT>.");
        }
        try {
            request.setProperty(
                    CurrentCaller.ATTRIBUTE,
                    verifier.verify(header.substring(BEARER.length()).strip()));
        } catch (JwtVerifier.TokenRejected e) {
            throw unauthenticated(ErrorCode.INVALID_TOKEN, e.getMessage());
        }
    }

    /** Looks through CDI proxies: the annotation sits on the application's own class. */
    private boolean isPublic() {
        Method method = resource.getResourceMethod();
        if (method == null) {
            return true;
        }
        for (Class<?> type = resource.getResourceClass();
                type != null && type != Object.class;
                type = type.getSuperclass()) {
            try {
                if (type.getDeclaredMethod(method.getName(), method.getParameterTypes())
                        .isAnnotationPresent(Public.class)) {
                    return true;
                }
            } catch (NoSuchMethodException e) {
                // declared further up
            }
        }
        return false;
    }

    private static ProblemException unauthenticated(ErrorCode code, String detail) {
        return new ProblemException(code, detail);
    }
}
