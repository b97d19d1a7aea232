package org.mnemos.platform;

import java.util.List;
import org.mnemos.api.node.Violation;

/** Thrown anywhere behind a boundary to answer with a specific problem document. */
public class ProblemException extends RuntimeException {

    private final transient Problem problem;

    public ProblemException(Problem problem) {
        super(problem.detail());
        this.problem = problem;
    }

    public static ProblemException notFound(String code, String detail) {
        return new ProblemException(Problem.of(404, code, "Not found", detail));
    }

    public static ProblemException invalidInput(String detail, List<Violation> violations) {
        return new ProblemException(Problem.of(422, "INVALID_INPUT", "Invalid input", detail).withErrors(violations));
    }

    public static ProblemException invalidInput(String pointer, String message) {
        return invalidInput(message, List.of(new Violation(pointer, message)));
    }

    public static ProblemException forbidden(String detail) {
        return new ProblemException(Problem.of(403, "FORBIDDEN", "Forbidden", detail));
    }

    public static ProblemException conflict(String code, String detail) {
        return new ProblemException(Problem.of(409, code, "Conflict", detail));
    }

    public Problem problem() {
        return problem;
    }
}
