package org.mnemos.api.node;

import java.util.Map;

/** A node a citizen developer drops into a workflow: it describes itself and executes. */
public interface WorkflowNode {

    NodeDescriptor descriptor();

    /**
     * Runs the node on input that already conforms to {@code descriptor().properties()}.
     *
     * @throws NodeException with a stable code when the node cannot complete
     */
    NodeResult execute(NodeContext context, Map<String, Object> input) throws NodeException;
}
