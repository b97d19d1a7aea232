package org.mnemos.memory.boundary;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Map;
import org.mnemos.api.node.NodeContext;
import org.mnemos.api.node.NodeDescriptor;
import org.mnemos.api.node.NodeResult;
import org.mnemos.api.node.NodeType;
import org.mnemos.api.node.WorkflowNode;
import org.mnemos.memory.control.ForgetSelector;
import org.mnemos.memory.control.Forgetting;
import org.mnemos.node.control.DescriptorReader;
import org.mnemos.node.control.NodeAccess;
import org.mnemos.workspace.entity.Role;

/** Forget: erases by id, subject, run or category, with a reason for the audit log. */
@ApplicationScoped
public class ForgetNode implements WorkflowNode {

    private final NodeDescriptor descriptor = DescriptorReader.read(NodeType.FORGET);

    @Inject
    NodeAccess access;

    @Inject
    Forgetting forgetting;

    @Override
    public NodeDescriptor descriptor() {
        return descriptor;
    }

    @Override
    public NodeResult execute(NodeContext context, Map<String, Object> input) {
        access.require(context, Role.STEWARD, "Forget");
        int forgotten = forgetting.forget(
                context.tenant(), context.workspace(), context.principal(), ForgetSelector.from(input), (String)
                        input.get("reason"));
        return NodeResult.of(Map.of("forgotten", forgotten));
    }
}
