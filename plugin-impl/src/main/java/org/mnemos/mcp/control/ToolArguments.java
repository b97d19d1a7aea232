package org.mnemos.mcp.control;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mnemos.api.node.NodeDescriptor;
import org.mnemos.api.node.Violation;
import org.mnemos.node.control.ExecutionRequest;

/**
 * A tool's flat arguments, as MCP clients and OpenAPI importers send them: the node's input properties beside
 * {@code workspace} and {@code runId}. A node whose input has its own {@code runId} (Forget: erase that run's
 * scratch) gets it as input, not as the calling run. The input's alternatives are checked first
 * ({@link Alternatives}): the tool schemas state them in words only.
 */
public final class ToolArguments {

    public static final String WORKSPACE = "workspace";
    public static final String RUN_ID = "runId";
    private static final String INPUT = "/input";

    private ToolArguments() {}

    public static ExecutionRequest envelope(NodeDescriptor descriptor, Map<String, Object> arguments) {
        Map<String, Object> input = new LinkedHashMap<>(arguments == null ? Map.of() : arguments);
        Alternatives.of(descriptor).check(input);
        Object workspace = input.remove(WORKSPACE);
        Object runId = declaresRunId(descriptor) ? null : input.remove(RUN_ID);
        return ExecutionRequest.checked(new ExecutionRequest(
                workspace instanceof String id ? id : null, runId instanceof String run ? run : null, input));
    }

    /** The dispatcher locates input fields under {@code /input}; the arguments have them at the top. */
    public static List<Violation> flat(List<Violation> violations) {
        return violations.stream().map(ToolArguments::flat).toList();
    }

    public static boolean declaresRunId(NodeDescriptor descriptor) {
        return descriptor.properties().get("properties") instanceof Map<?, ?> properties
                && properties.containsKey(RUN_ID);
    }

    private static Violation flat(Violation violation) {
        String pointer = violation.pointer();
        return pointer.startsWith(INPUT)
                ? new Violation(pointer.substring(INPUT.length()), violation.message())
                : violation;
    }
}
