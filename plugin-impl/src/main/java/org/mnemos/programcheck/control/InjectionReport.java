package org.mnemos.programcheck.control;

import java.util.Comparator;
import java.util.List;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.api.node.Violation;

/** What the data-injection check found in one program, in line order; empty means accepted. */
public record InjectionReport(List<Finding> findings) {

    /** Every finding points at the program text of the request. */
    public static final String POINTER = "/content";

    public InjectionReport {
        findings = findings.stream()
                .distinct()
                .sorted(Comparator.comparingInt(Finding::line))
                .toList();
    }

    public boolean accepted() {
        return findings.isEmpty();
    }

    /** The problem code of a refusal: too large wins, since a too-large program is not read at all. */
    public ErrorCode problemCode() {
        return findings.stream().anyMatch(f -> f.kind() == Finding.Kind.TOO_LARGE)
                ? ErrorCode.ARTIFACT_TOO_LARGE
                : ErrorCode.DATA_INJECTION_VIOLATION;
    }

    /** The findings as the problem document's field errors, all on {@value #POINTER}. */
    public List<Violation> violations() {
        return findings.stream().map(f -> new Violation(POINTER, f.message())).toList();
    }
}
