package org.mnemos.portability.control;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.api.node.Violation;

/**
 * One line of an import report: its number (1 is the header), its kind, what became of it, the id it has in the
 * target workspace, and for a refused or skipped line the stable code, a detail naming what was found (never a
 * value) and the fields at fault as JSON pointers into the line.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record LineOutcome(
        long line, String kind, Outcome outcome, String id, String code, String detail, List<Violation> errors) {

    public static LineOutcome of(long line, String kind, Outcome outcome, String id, String detail) {
        return new LineOutcome(line, kind, outcome, id, null, detail, null);
    }

    public static LineOutcome refused(long line, String kind, ErrorCode code, String detail, List<Violation> errors) {
        return new LineOutcome(
                line,
                kind,
                Outcome.REFUSED,
                null,
                code.name(),
                detail,
                errors == null || errors.isEmpty() ? null : errors);
    }

    public static LineOutcome skipped(long line, String kind, ErrorCode code, String detail) {
        return new LineOutcome(line, kind, Outcome.SKIPPED, null, code == null ? null : code.name(), detail, null);
    }
}
