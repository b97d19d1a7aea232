package org.mnemos.memory.boundary;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Map;
import org.mnemos.api.node.NodeContext;
import org.mnemos.api.node.NodeDescriptor;
import org.mnemos.api.node.NodeResult;
import org.mnemos.api.node.NodeType;
import org.mnemos.api.node.WorkflowNode;
import org.mnemos.memory.control.Recall;
import org.mnemos.memory.control.RecallQuery;
import org.mnemos.node.control.DescriptorReader;
import org.mnemos.node.control.NodeAccess;
import org.mnemos.workspace.entity.Role;

/** Recall: relevant, valid entries with provenance, or an abstention; optionally the composed prompt. */
@ApplicationScoped
public class RecallNode implements WorkflowNode {

    private final NodeDescriptor descriptor = DescriptorReader.read(NodeType.RECALL);

    @Inject
    NodeAccess access;

    @Inject
    Recall recall;

    @Override
    public NodeDescriptor descriptor() {
        return descriptor;
    }

    @Override
    public NodeResult execute(NodeContext context, Map<String, Object> input) {
        access.require(context, Role.VIEWER, "Recall");
        return NodeResult.of(
                recall.recall(context.tenant(), context.workspace(), context.runId(), RecallQuery.from(input))
                        .toOutput());
    }
}
