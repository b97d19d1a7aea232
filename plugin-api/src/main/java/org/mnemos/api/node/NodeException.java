package org.mnemos.api.node;

import java.util.List;
import org.mnemos.api.error.ErrorCode;

/**
 * A node failure with a code of the {@link ErrorCode} catalogue (e.g. {@code SECRET_DETECTED}) that
 * hosts route to the node's error port and clients can branch on.
 */
public class NodeException extends Exception {

    private final ErrorCode code;
    private final List<Violation> violations;

    public NodeException(ErrorCode code, String detail) {
        this(code, detail, List.of());
    }

    public NodeException(ErrorCode code, String detail, List<Violation> violations) {
        super(detail);
        this.code = code;
        this.violations = List.copyOf(violations);
    }

    /** The code, which also fixes the HTTP status the REST binding answers with. */
    public ErrorCode code() {
        return code;
    }

    public List<Violation> violations() {
        return violations;
    }
}
