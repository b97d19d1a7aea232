package org.mnemos.refresh.boundary;

import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.platform.Problem;
import org.mnemos.refresh.control.BindingDrift;
import org.mnemos.refresh.entity.Drift;

/** 409 SCHEMA_DRIFT for a member's own source: the usual members plus the columns at fault; nothing was bound. */
@Schema(description = "409 SCHEMA_DRIFT: your data source does not fit the dashboard")
public record BindingDriftProblem(
        String type,
        String title,
        int status,
        String detail,
        String code,
        List<String> missingColumns,

        @Schema(description = "The used columns whose type changed")
        List<String> changedColumns,

        List<Drift.TypeChange> typeChanges) {

    @Provider
    public static class Mapper implements ExceptionMapper<BindingDrift> {
        @Override
        public Response toResponse(BindingDrift e) {
            Problem p = Problem.of(ErrorCode.SCHEMA_DRIFT, e.getMessage());
            Drift drift = e.drift();
            return Response.status(p.status())
                    .type(Problem.MEDIA_TYPE)
                    .entity(new BindingDriftProblem(
                            p.type(),
                            p.title(),
                            p.status(),
                            p.detail(),
                            p.code().name(),
                            drift.missingColumns(),
                            drift.changedColumns().stream()
                                    .map(Drift.TypeChange::column)
                                    .toList(),
                            drift.changedColumns()))
                    .build();
        }
    }
}
