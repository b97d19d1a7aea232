package org.mnemos.artifact.boundary;

import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.artifact.control.VersionConflict;
import org.mnemos.artifact.control.VersionDiff;
import org.mnemos.platform.Problem;

/** The problem document of a lost publish: the usual members plus the new head and the diff from it to the draft. */
@Schema(description = "409 VERSION_CONFLICT: someone published since the draft's base")
public record ConflictProblem(
        String type,
        String title,
        int status,
        String detail,
        String code,
        @Schema(example = "1") int base,
        @Schema(example = "2") int head,
        VersionDiff diff) {

    @Provider
    public static class Mapper implements ExceptionMapper<VersionConflict> {
        @Override
        public Response toResponse(VersionConflict e) {
            Problem p = Problem.of(ErrorCode.VERSION_CONFLICT, e.getMessage());
            return Response.status(409)
                    .type(Problem.MEDIA_TYPE)
                    .entity(new ConflictProblem(
                            p.type(), p.title(), 409, p.detail(), p.code().name(), e.base(), e.head(), e.diff()))
                    .build();
        }
    }
}
