package org.mnemos.security.boundary;

import com.fasterxml.jackson.databind.JsonNode;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.api.node.Violation;
import org.mnemos.platform.ProblemException;
import org.mnemos.security.control.DevTokenIssuer;

/**
 * {@code POST /api/dev/token {"sub", "tenant", "groups"}}: a token from the local issuer, so the
 * embedded default works out of the box. Answers 404 unless dev mode is on.
 */
@Path("dev/token")
@Tag(name = "Development")
public class DevTokenResource {

    @Inject
    DevTokenIssuer issuer;

    @Public
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "Mint a token from the local issuer (dev mode only)")
    public Map<String, String> token(JsonNode body) {
        if (!issuer.enabled()) {
            throw new ProblemException(ErrorCode.NOT_FOUND, "There is nothing at this address.");
        }
        List<Violation> violations = new ArrayList<>();
        String sub = text(body, "sub", violations);
        String tenant = text(body, "tenant", violations);
        List<String> groups = new ArrayList<>();
        JsonNode groupNode = body == null ? null : body.get("groups");
        if (groupNode != null && !groupNode.isNull()) {
            if (!groupNode.isArray()) {
                violations.add(new Violation("/groups", "groups must be an array of strings"));
            } else {
                groupNode.forEach(g -> groups.add(g.asText()));
            }
        }
        if (!violations.isEmpty()) {
            throw ProblemException.invalidInput("The token request is invalid.", violations);
        }
        return Map.of("token", issuer.issue(sub, tenant, groups));
    }

    private static String text(JsonNode body, String field, List<Violation> violations) {
        JsonNode value = body == null ? null : body.get(field);
        if (value == null || !value.isTextual() || value.asText().isBlank() || value.asText().length() > 200) {
            violations.add(new Violation("/" + field, field + " is required: a non-empty string of at most 200 characters"));
            return null;
        }
        return value.asText();
    }
}
