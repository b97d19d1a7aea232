package org.mnemos.platform;

import java.util.List;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.api.node.Violation;

/** Thrown anywhere behind a boundary to answer with a specific problem document. */
public class ProblemException extends RuntimeException {

    private final transient Problem problem;

    public ProblemException(Problem problem) {
        super(problem.detail());
        this.problem = problem;
    }

    public ProblemException(ErrorCode code, String detail) {
        this(Problem.of(code, detail));
    }

    public static ProblemException invalidInput(String detail, List<Violation> violations) {
        return new ProblemException(Problem.of(ErrorCode.INVALID_INPUT, detail).withErrors(violations));
    }

    public static ProblemException invalidInput(String pointer, String message) {
        return invalidInput(message, List.of(new Violation(pointer, message)));
    }

    public static ProblemException forbidden(String detail) {
        return new ProblemException(ErrorCode.FORBIDDEN, detail);
    }

    public Problem problem() {
        return problem;
    }
}
