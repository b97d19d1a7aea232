package org.mnemos.api.node;

import java.util.List;

/**
 * A node failure with a stable, documented code (e.g. {@code SECRET_DETECTED}) that hosts
 * route to the node's error port and clients can branch on.
 */
public class NodeException extends Exception {

    private final String code;
    private final int status;
    private final List<Violation> violations;

    public NodeException(String code, int status, String detail) {
        this(code, status, detail, List.of());
    }

    public NodeException(String code, int status, String detail, List<Violation> violations) {
        super(detail);
        this.code = code;
        this.status = status;
        this.violations = List.copyOf(violations);
    }

    public String code() {
        return code;
    }

    /** The HTTP status the REST binding answers with. */
    public int status() {
        return status;
    }

    public List<Violation> violations() {
        return violations;
    }
}
