package org.mnemos.integration.control;

import java.util.List;
import java.util.stream.Collectors;
import org.mnemos.api.node.NodeDescriptor;

/**
 * The REST connector's error expression for a node: a problem whose code is one of the node's non-retryable
 * errors becomes a BPMN error of that code (catch {@code SECRET_DETECTED} with an error boundary event), its
 * detail the message and the whole problem the variable {@code mnemosError}. Anything else answers null, so the
 * job fails as usual: retryable codes and an unreachable server are retried, then raise an incident.
 */
final class ErrorExpression {

    /** Where the connector puts the parsed body of an HTTP error response. */
    private static final String PROBLEM = "error.variables.response.body";

    private ErrorExpression() {}

    static String of(NodeDescriptor node) {
        String codes =
                businessCodes(node).stream().map(code -> "\"" + code + "\"").collect(Collectors.joining(", "));
        return "=if error != null and list contains([" + codes + "], " + PROBLEM + ".code)\n"
                + "then bpmnError(" + PROBLEM + ".code, " + PROBLEM + ".detail, {mnemosError: " + PROBLEM + "})\n"
                + "else null";
    }

    /** The codes a process can handle: retrying the same request would not change them. */
    static List<String> businessCodes(NodeDescriptor node) {
        return node.errors().stream()
                .filter(error -> !error.retryable())
                .map(error -> error.code().name())
                .toList();
    }

    static List<String> retriedCodes(NodeDescriptor node) {
        return node.errors().stream()
                .filter(NodeDescriptor.ErrorSpec::retryable)
                .map(error -> error.code().name())
                .toList();
    }
}
