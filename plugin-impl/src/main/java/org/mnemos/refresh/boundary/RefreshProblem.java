package org.mnemos.refresh.boundary;

import com.fasterxml.jackson.annotation.JsonInclude;
import jakarta.ws.rs.core.Response;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.platform.Problem;
import org.mnemos.refresh.control.RefreshOutcome;

/**
 * The problem document of a refresh that did not store new data: the usual members plus the recorded
 * refresh, and for SCHEMA_DRIFT the columns at fault. A failed read keeps the connector's code and status,
 * as a preview of the same source would.
 */
@Schema(description = "409 SCHEMA_DRIFT or the connector's problem: a refresh recorded without new data")
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RefreshProblem(
        String type,
        String title,
        int status,
        String detail,
        String code,

        @Schema(description = "The recorded refresh: GET …/refreshes/{refreshId}")
        String refreshId,

        List<String> missingColumns,
        List<String> changedColumns,
        List<TypeChangeView> typeChanges) {

    static Response of(RefreshOutcome outcome) {
        boolean drifted = outcome.incompatibility().isPresent();
        ErrorCode code = drifted ? ErrorCode.SCHEMA_DRIFT : ErrorCode.valueOf(outcome.errorCode());
        Problem p = Problem.of(code, drifted ? driftDetail(outcome) : outcome.errorDetail());
        return Response.status(p.status())
                .type(Problem.MEDIA_TYPE)
                .entity(new RefreshProblem(
                        p.type(),
                        p.title(),
                        p.status(),
                        p.detail(),
                        code.name(),
                        outcome.refreshId(),
                        drifted ? outcome.drift().missingColumns() : null,
                        drifted ? TypeChangeView.names(outcome.drift()) : null,
                        drifted ? TypeChangeView.of(outcome.drift()) : null))
                .build();
    }

    static String driftDetail(RefreshOutcome outcome) {
        List<String> parts = new ArrayList<>();
        outcome.drift().missingColumns().forEach(c -> parts.add(c + " is missing"));
        outcome.drift().changedColumns().forEach(c -> parts.add(c.column() + ": " + c.reason()));
        return "The new data no longer fits the dashboard (" + String.join("; ", parts)
                + "). The published version and its last good data are unchanged.";
    }
}
