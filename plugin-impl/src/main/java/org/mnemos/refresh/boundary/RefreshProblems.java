package org.mnemos.refresh.boundary;

import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.platform.Problem;
import org.mnemos.refresh.control.BindingDrift;
import org.mnemos.refresh.control.RefreshOutcome;
import org.mnemos.refresh.entity.Drift;

/**
 * The problems of data that did not become the page's: a refresh recorded without new data (409 SCHEMA_DRIFT
 * with the columns at fault, or the connector's code and status, as a preview of the same source would
 * answer), and a member's own source that does not fit (409 SCHEMA_DRIFT, nothing bound).
 */
final class RefreshProblems {

    private RefreshProblems() {}

    static Problem of(RefreshOutcome outcome) {
        return outcome.incompatibility()
                .map(drift -> drifted(driftDetail(drift), drift))
                .orElseGet(() -> Problem.of(ErrorCode.valueOf(outcome.errorCode()), outcome.errorDetail()))
                .with("refreshId", outcome.refreshId());
    }

    static String driftDetail(Drift drift) {
        return "The new data no longer fits the dashboard (" + drift.faults()
                + "). The published version and its last good data are unchanged.";
    }

    private static Problem drifted(String detail, Drift drift) {
        return Problem.of(ErrorCode.SCHEMA_DRIFT, detail)
                .with("missingColumns", drift.missingColumns())
                .with("changedColumns", drift.changedColumnNames())
                .with("typeChanges", drift.changedColumns());
    }

    @Provider
    public static class ForBindingDrift implements ExceptionMapper<BindingDrift> {
        @Override
        public Response toResponse(BindingDrift e) {
            return drifted(e.getMessage(), e.drift()).toResponse();
        }
    }
}
