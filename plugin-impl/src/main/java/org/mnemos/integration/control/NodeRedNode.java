package org.mnemos.integration.control;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Duration;
import java.util.List;
import org.mnemos.api.node.NodeDescriptor;
import org.mnemos.api.node.NodeResult;
import org.mnemos.integration.control.NodeRedField.Widget;
import org.mnemos.mcp.control.NodeTools;
import org.mnemos.mcp.control.ToolArguments;

/**
 * One Node-RED node type of the package, derived from a node descriptor: what {@code nodes.json} tells the runtime
 * and the editor (the descriptor itself only feeds the help).
 *
 * @param type the Node-RED type, the id with {@code .} as {@code -}: {@code mnemos-refresh-data}
 * @param tool where it posts: {@code /api/tools/<tool>}
 * @param runIdFromMessage whether the call's {@code runId} comes from the message; false where the node has a
 *     {@code runId} input of its own (Forget: the run whose scratch to erase)
 * @param primary the field a text {@code msg.payload} fills: the first one, if it is text
 * @param timeoutMs how long the runtime waits: the descriptor's timeout and {@link #NETWORK_ALLOWANCE}
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record NodeRedNode(
        String type,
        String tool,
        String label,
        String icon,
        List<String> outputLabels,
        boolean runIdFromMessage,
        String primary,
        long timeoutMs,
        List<NodeRedField> fields,
        @JsonIgnore NodeDescriptor descriptor) {

    static final Duration NETWORK_ALLOWANCE = Duration.ofSeconds(10);

    public NodeRedNode {
        outputLabels = List.copyOf(outputLabels);
        fields = List.copyOf(fields);
    }

    public static NodeRedNode of(NodeDescriptor descriptor) {
        String type = descriptor.id().replace('.', '-');
        List<NodeRedField> fields = NodeRedFields.of(descriptor.properties());
        return new NodeRedNode(
                type,
                NodeTools.toolName(descriptor),
                descriptor.displayName(),
                type + ".svg",
                List.of(
                        port(descriptor, false).description(),
                        port(descriptor, true).description()),
                !ToolArguments.declaresRunId(descriptor),
                primary(fields),
                descriptor.timeout().plus(NETWORK_ALLOWANCE).toMillis(),
                fields,
                descriptor);
    }

    /** The result is the {@code out} port; every other port reaches the tool caller as a problem. */
    static NodeDescriptor.Output port(NodeDescriptor descriptor, boolean error) {
        return descriptor.outputs().stream()
                .filter(port -> error ? port.error() : port.name().equals(NodeResult.DEFAULT_PORT))
                .findFirst()
                .orElseThrow(() ->
                        new IllegalStateException(descriptor.id() + " has no " + (error ? "error" : "out") + " port"));
    }

    private static String primary(List<NodeRedField> fields) {
        return fields.stream()
                .findFirst()
                .filter(field -> field.path().size() == 1)
                .filter(field -> field.widget() == Widget.text || field.widget() == Widget.textarea)
                .map(field -> field.path().get(0))
                .orElse(null);
    }
}
