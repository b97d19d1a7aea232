package org.mnemos.api.node;

import java.util.Map;
import java.util.Objects;

/**
 * What a node produced and on which output port. The error port is reached through
 * {@link NodeException}, never through a result.
 */
public record NodeResult(String port, Map<String, Object> output) {

    public static final String DEFAULT_PORT = "out";

    public NodeResult {
        Objects.requireNonNull(port, "port");
        Objects.requireNonNull(output, "output");
    }

    public static NodeResult of(Map<String, Object> output) {
        return new NodeResult(DEFAULT_PORT, output);
    }
}
