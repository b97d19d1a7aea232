package org.mnemos.platform;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.PreMatching;
import jakarta.ws.rs.ext.Provider;
import java.util.List;
import java.util.Map;
import org.mnemos.api.error.ErrorCode;

/**
 * A query parameter holding a NUL character ({@code %00}) is refused before any resource sees it: 422
 * {@code INVALID_INPUT} naming the parameter (see {@link UnstorableText} for why). The container itself
 * refuses a NUL in the path.
 */
@Provider
@PreMatching
public class NulParameters implements ContainerRequestFilter {

    @Override
    public void filter(ContainerRequestContext request) {
        Map<String, List<String>> parameters;
        try {
            parameters = request.getUriInfo().getQueryParameters();
        } catch (IllegalArgumentException e) {
            throw new ProblemException(ErrorCode.BAD_REQUEST, "The query string has a broken %-escape.");
        }
        for (Map.Entry<String, List<String>> parameter : parameters.entrySet()) {
            if (UnstorableText.holdsNul(parameter.getKey())
                    || parameter.getValue().stream().anyMatch(UnstorableText::holdsNul)) {
                throw ProblemException.invalidInput(
                        "/" + parameter.getKey().replace("\0", ""), "must not contain a NUL character (%00)");
            }
        }
    }
}
