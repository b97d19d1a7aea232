package org.mnemos.platform;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.api.node.Violation;

/**
 * An RFC 9457 problem document. {@code code} is the stable, documented identifier clients
 * branch on; {@code type}, {@code title} and {@code status} are derived from it so that they stay stable too.
 * A problem that says more (the columns of a drift, the diff of a lost publish) carries it as extension members
 * (RFC 9457 section 3.2), written beside the standard ones.
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record Problem(
        String type,
        String title,
        int status,
        String detail,
        ErrorCode code,
        List<Violation> errors,
        String correlationId,
        Long line,
        @JsonIgnore Map<String, Object> extensions) {

    public static final MediaType MEDIA_TYPE = new MediaType("application", "problem+json");
    public static final String RETRY_AFTER = "Retry-After";
    /** A share link's page opens a limited number of times a minute: one minute at most until it opens again. */
    public static final int BUSY_RETRY_SECONDS = 60;

    private static final String TYPE_BASE = "https://mnemos.org/problems/";

    public static Problem of(ErrorCode code, String detail) {
        return new Problem(
                TYPE_BASE + code.name().toLowerCase().replace('_', '-'),
                code.title(),
                code.status(),
                detail,
                code,
                List.of(),
                null,
                null,
                Map.of());
    }

    public Problem withErrors(List<Violation> violations) {
        return new Problem(type, title, status, detail, code, List.copyOf(violations), correlationId, line, extensions);
    }

    public Problem withCorrelationId(String id) {
        return new Problem(type, title, status, detail, code, errors, id, line, extensions);
    }

    /** The line or row of the source data at fault (malformed data). */
    public Problem withLine(Long sourceLine) {
        return new Problem(type, title, status, detail, code, errors, correlationId, sourceLine, extensions);
    }

    /** The problem with one more extension member; a null value leaves the member out. */
    public Problem with(String member, Object value) {
        Map<String, Object> more = new LinkedHashMap<>(extensions);
        if (value != null) {
            more.put(member, value);
        }
        return new Problem(type, title, status, detail, code, errors, correlationId, line, more);
    }

    @JsonAnyGetter
    Map<String, Object> extensionMembers() {
        return extensions;
    }

    public Response toResponse() {
        Response.ResponseBuilder response =
                Response.status(status).type(MEDIA_TYPE).entity(this);
        retryAfterSeconds().ifPresent(seconds -> response.header(RETRY_AFTER, seconds));
        return response.build();
    }

    /** When the same request is worth sending again, for the {@code Retry-After} header (RFC 9110). */
    OptionalInt retryAfterSeconds() {
        if (code == ErrorCode.DATABASE_UNAVAILABLE) {
            return OptionalInt.of(DatabaseOutage.RETRY_AFTER_SECONDS);
        }
        return code == ErrorCode.SHARE_LINK_BUSY ? OptionalInt.of(BUSY_RETRY_SECONDS) : OptionalInt.empty();
    }
}
