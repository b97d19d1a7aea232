package org.mnemos.platform;

import jakarta.validation.ConstraintViolation;
import jakarta.validation.ConstraintViolationException;
import jakarta.validation.ElementKind;
import jakarta.validation.Path;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import java.util.Comparator;
import java.util.List;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.api.node.Violation;

/**
 * Bean Validation on a resource method's parameters ({@code @Valid @NotNull} bodies, {@code @Size} on path
 * and query parameters) answered as 422 INVALID_INPUT with the JSON pointer of each field at fault. A
 * violation of a return value is our fault, not the client's: it goes to the unexpected-failure answer.
 */
@Provider
public class ConstraintProblems implements ExceptionMapper<ConstraintViolationException> {

    /** The name the resources give their request body parameter: its own violations point at the whole body. */
    static final String BODY = "body";

    @Override
    public Response toResponse(ConstraintViolationException e) {
        if (e.getConstraintViolations().stream().anyMatch(ConstraintProblems::ofReturnValue)) {
            return ProblemMappers.ForUnexpected.unexpected(e);
        }
        List<Violation> violations = e.getConstraintViolations().stream()
                .map(v -> new Violation(pointer(v.getPropertyPath()), v.getMessage()))
                .sorted(Comparator.comparing(Violation::pointer))
                .toList();
        String detail = violations.size() == 1
                ? violations.get(0).message()
                : "The request is invalid in " + violations.size() + " places.";
        return Problem.of(ErrorCode.INVALID_INPUT, detail)
                .withErrors(violations)
                .toResponse();
    }

    private static boolean ofReturnValue(ConstraintViolation<?> violation) {
        for (Path.Node node : violation.getPropertyPath()) {
            if (node.getKind() == ElementKind.RETURN_VALUE) {
                return true;
            }
        }
        return false;
    }

    /**
     * {@code ask.body.question} is {@code /question}, {@code setMember.user} is {@code /user} (a path or query
     * parameter is named as in the URL: the code is compiled with parameter names, and the resources keep them
     * equal), {@code ask.body} is the body itself.
     */
    static String pointer(Path path) {
        StringBuilder pointer = new StringBuilder();
        for (Path.Node node : path) {
            if (node.getKind() == ElementKind.METHOD || node.getKind() == ElementKind.CONSTRUCTOR) {
                continue;
            }
            if (node.isInIterable()) {
                pointer.append('/').append(node.getIndex() != null ? node.getIndex() : escaped(node.getKey()));
            }
            boolean named = node.getName() != null && node.getKind() != ElementKind.CONTAINER_ELEMENT;
            if (named && !(node.getKind() == ElementKind.PARAMETER && BODY.equals(node.getName()))) {
                pointer.append('/').append(escaped(node.getName()));
            }
        }
        return pointer.toString();
    }

    private static String escaped(Object token) {
        return String.valueOf(token).replace("~", "~0").replace("/", "~1");
    }
}
