package org.mnemos.artifact.boundary;

import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.artifact.control.VersionConflict;
import org.mnemos.platform.Problem;

/** A lost publish: 409 VERSION_CONFLICT with the draft's base, the new head and the diff from it to the draft. */
@Provider
public class VersionConflictProblem implements ExceptionMapper<VersionConflict> {

    @Override
    public Response toResponse(VersionConflict e) {
        return Problem.of(ErrorCode.VERSION_CONFLICT, e.getMessage())
                .with("base", e.base())
                .with("head", e.head())
                .with("diff", e.diff())
                .toResponse();
    }
}
