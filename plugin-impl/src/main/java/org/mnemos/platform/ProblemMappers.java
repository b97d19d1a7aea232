package org.mnemos.platform;

import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import jakarta.annotation.Priority;
import jakarta.transaction.TransactionalException;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.stream.Collectors;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.api.node.NodeException;
import org.mnemos.api.node.Violation;

/** Turns every failure that reaches JAX-RS into {@code application/problem+json}. */
final class ProblemMappers {

    private ProblemMappers() {}

    @Provider
    public static class ForProblems implements ExceptionMapper<ProblemException> {
        @Override
        public Response toResponse(ProblemException e) {
            return e.problem().toResponse();
        }
    }

    @Provider
    public static class ForNodes implements ExceptionMapper<NodeException> {
        @Override
        public Response toResponse(NodeException e) {
            return Problem.of(e.code(), e.getMessage())
                    .withErrors(e.violations())
                    .toResponse();
        }
    }

    /** JSON of the wrong shape for a typed request body: an unknown field, or a value of the wrong type. */
    @Provider
    public static class ForJsonShape implements ExceptionMapper<JsonMappingException> {
        @Override
        public Response toResponse(JsonMappingException e) {
            String pointer = e.getPath().stream()
                    .map(ref -> ref.getFieldName() != null ? ref.getFieldName() : String.valueOf(ref.getIndex()))
                    .collect(Collectors.joining("/", "/", ""));
            return Problem.of(ErrorCode.INVALID_INPUT, "A field has a value of the wrong type.")
                    .withErrors(List.of(new Violation(pointer, expected(e))))
                    .toResponse();
        }

        private static String expected(JsonMappingException e) {
            if (e instanceof UnrecognizedPropertyException unknown) {
                return "unknown field; expected "
                        + unknown.getKnownPropertyIds().stream()
                                .map(String::valueOf)
                                .collect(Collectors.joining(", "));
            }
            if (e instanceof MismatchedInputException mismatch && mismatch.getTargetType() == String.class) {
                return "must be a string";
            }
            if (!(e instanceof InvalidFormatException invalid)) {
                return "unexpected value here";
            }
            Class<?> type = invalid.getTargetType();
            return type.isEnum()
                    ? "must be one of "
                            + Arrays.stream(type.getEnumConstants())
                                    .map(String::valueOf)
                                    .collect(Collectors.joining(", "))
                    : "not a valid " + type.getSimpleName();
        }
    }

    /** Routing and protocol errors (404 path, 405 method, 406 and 415 media types) keep their status. */
    @Provider
    public static class ForWeb implements ExceptionMapper<WebApplicationException> {
        @Override
        public Response toResponse(WebApplicationException e) {
            int status = e.getResponse().getStatus();
            return (status >= 500 ? DatabaseOutage.answer(e) : Optional.<Problem>empty())
                    .orElseGet(() -> Problem.of(codeOf(status), e.getMessage()))
                    .toResponse();
        }

        /** JAX-RS raises these statuses itself; anything else a library might throw is a bad request or our fault. */
        private static ErrorCode codeOf(int status) {
            return switch (status) {
                case 404 -> ErrorCode.NOT_FOUND;
                case 405 -> ErrorCode.METHOD_NOT_ALLOWED;
                case 406 -> ErrorCode.NOT_ACCEPTABLE;
                case 415 -> ErrorCode.UNSUPPORTED_MEDIA_TYPE;
                default -> status >= 500 ? ErrorCode.INTERNAL_ERROR : ErrorCode.BAD_REQUEST;
            };
        }
    }

    /**
     * Anything unexpected: logged with a correlation id, never a stack trace in the body. A database
     * outage is expected to happen and to pass: a retryable 503, logged in one line.
     */
    @Provider
    public static class ForUnexpected implements ExceptionMapper<Throwable> {
        private static final Logger LOG = Logger.getLogger(ForUnexpected.class.getName());

        @Override
        public Response toResponse(Throwable e) {
            return unexpected(e);
        }

        static Response unexpected(Throwable e) {
            Optional<Problem> outage = DatabaseOutage.answer(e);
            if (outage.isPresent()) {
                return outage.get().toResponse();
            }
            String correlationId = UUID.randomUUID().toString();
            LOG.log(Level.SEVERE, "Unexpected failure, correlation id " + correlationId, e);
            return Problem.of(
                            ErrorCode.INTERNAL_ERROR,
                            "Something went wrong on our side. Quote the correlation id when reporting it.")
                    .withCorrelationId(correlationId)
                    .toResponse();
        }
    }

    /**
     * A transaction that could not commit (the database went away under it, say). Jersey's own mapper for
     * these hands them on to the best mapper, which is itself, and then gives up with a bare 500; this one
     * is found first (its priority) and lets the cause decide, as for any other failure.
     */
    @Provider
    @Priority(Priorities.USER - 100)
    public static class ForTransactions implements ExceptionMapper<TransactionalException> {
        @Override
        public Response toResponse(TransactionalException e) {
            return ForUnexpected.unexpected(e);
        }
    }
}
