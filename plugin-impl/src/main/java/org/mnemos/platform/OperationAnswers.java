package org.mnemos.platform;

import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.PathItem;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;
import org.eclipse.microprofile.openapi.models.responses.APIResponses;
import org.eclipse.microprofile.openapi.models.security.SecurityScheme;

/**
 * What every operation answers besides what its resource declares: its success under its status (the scanner
 * files an undeclared one as {@code default}), the bearer token it needs unless marked {@link RestDocument#PUBLIC}, and the
 * problem documents the platform itself gives: 401 without a valid token, 403 for a role below the one a
 * change or an administration needs, 404 for an id in the path, 400/415/422 for a body or parameters, 503 while
 * the database is unreachable, 500 with a correlation id. A 4xx or 5xx a resource declares without a body gets
 * the problem document's.
 */
final class OperationAnswers {

    static final String BEARER = "bearer";

    private OperationAnswers() {}

    static void addTo(OpenAPI openAPI) {
        openAPI.getComponents()
                .addSecurityScheme(
                        BEARER,
                        OASFactory.createSecurityScheme()
                                .type(SecurityScheme.Type.HTTP)
                                .scheme(BEARER)
                                .bearerFormat("JWT")
                                .description("A JWT of the configured issuer (in dev mode: POST /api/dev/token)"));
        openAPI.getPaths()
                .getPathItems()
                .forEach((path, item) ->
                        item.getOperations().forEach((method, operation) -> complete(path, method, operation)));
    }

    private static void complete(String path, PathItem.HttpMethod method, Operation operation) {
        if (operation.getResponses() == null) {
            operation.setResponses(OASFactory.createAPIResponses());
        }
        APIResponses responses = operation.getResponses();
        successUnderItsStatus(responses);
        responses.getAPIResponses().forEach((status, response) -> {
            if (!status.startsWith("2") && response.getRef() == null && response.getContent() == null) {
                response.setContent(problemContent());
            }
        });
        boolean secured =
                operation.getExtensions() == null || !operation.getExtensions().containsKey(RestDocument.PUBLIC);
        if (secured) {
            operation.addSecurityRequirement(
                    OASFactory.createSecurityRequirement().addScheme(BEARER));
            problem(responses, "401", "UNAUTHENTICATED or INVALID_TOKEN: no valid bearer token");
        } else {
            // [{}]: explicitly no credentials (an empty list would not be written)
            operation.setSecurity(List.of(OASFactory.createSecurityRequirement()));
        }
        if (secured && (method != PathItem.HttpMethod.GET || path.startsWith("/api/admin"))) {
            problem(responses, "403", "FORBIDDEN: the caller's role is below the one this needs");
        }
        if (path.contains("{")) {
            problem(responses, "404", "NOT_FOUND or the code of what the path names: it does not exist here");
        }
        if (operation.getRequestBody() != null) {
            problem(responses, "400", "MALFORMED_JSON: the body is not well-formed JSON");
            problem(responses, "415", "UNSUPPORTED_MEDIA_TYPE: the body is not of the type this takes");
        }
        if (operation.getRequestBody() != null || operation.getParameters() != null) {
            problem(responses, "422", "INVALID_INPUT: errors[] names each field at fault");
        }
        problem(responses, "500", "INTERNAL_ERROR: quote the correlationId when reporting it");
        problem(responses, "503", "DATABASE_UNAVAILABLE: retry after Retry-After seconds");
    }

    /** A success filed as {@code default}: 200 with its body, 204 without one. */
    private static void successUnderItsStatus(APIResponses responses) {
        Map<String, APIResponse> declared = responses.getAPIResponses();
        boolean hasSuccess = declared != null && declared.keySet().stream().anyMatch(s -> s.startsWith("2"));
        APIResponse fallback = responses.getDefaultValue();
        if (!hasSuccess && fallback != null) {
            responses.removeAPIResponse(APIResponses.DEFAULT);
            boolean withBody = fallback.getContent() != null
                    && !fallback.getContent().getMediaTypes().isEmpty();
            responses.addAPIResponse(withBody ? "200" : "204", fallback);
        }
    }

    private static void problem(APIResponses responses, String status, String description) {
        if (!responses.hasAPIResponse(status)) {
            responses.addAPIResponse(
                    status,
                    OASFactory.createAPIResponse().description(description).content(problemContent()));
        }
    }

    private static org.eclipse.microprofile.openapi.models.media.Content problemContent() {
        return OASFactory.createContent()
                .addMediaType(
                        Problem.MEDIA_TYPE.toString(),
                        OASFactory.createMediaType().schema(ProblemSchemas.ref(ProblemSchemas.PROBLEM)));
    }
}
