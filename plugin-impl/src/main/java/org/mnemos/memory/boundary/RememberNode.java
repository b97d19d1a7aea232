package org.mnemos.memory.boundary;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mnemos.api.node.NodeContext;
import org.mnemos.api.node.NodeDescriptor;
import org.mnemos.api.node.NodeException;
import org.mnemos.api.node.NodeResult;
import org.mnemos.api.node.NodeType;
import org.mnemos.api.node.WorkflowNode;
import org.mnemos.memory.control.RememberRequest;
import org.mnemos.memory.control.Remembering;
import org.mnemos.memory.control.Remembering.Attempt;
import org.mnemos.memory.control.WritePath;
import org.mnemos.memory.control.WriteScreen;
import org.mnemos.memory.entity.Scope;
import org.mnemos.node.control.DescriptorReader;
import org.mnemos.node.control.NodeAccess;
import org.mnemos.workspace.entity.Role;

/**
 * Remember: one entry ({@code content}) or a batch ({@code entries}), each screened and stored on
 * its own so that one refused entry does not affect the others.
 */
@ApplicationScoped
public class RememberNode implements WorkflowNode {

    private final NodeDescriptor descriptor = DescriptorReader.read(NodeType.REMEMBER);

    @Inject
    WriteScreen screen;

    @Inject
    NodeAccess access;

    @Inject
    Remembering remembering;

    @Override
    public NodeDescriptor descriptor() {
        return descriptor;
    }

    @Override
    @SuppressWarnings("unchecked")
    public NodeResult execute(NodeContext context, Map<String, Object> input) throws NodeException {
        access.require(context, Role.STEWARD, "Remember");
        screen.refuseSecret(context.runId(), "/runId");
        Scope scope = new Scope(context.tenant(), context.workspace(), context.principal(), context.runId());
        if (!input.containsKey("entries")) {
            return NodeResult.of(
                    output(remembering.remember(scope, new Attempt(RememberRequest.from(input), "/input"))));
        }
        List<Map<String, Object>> entries = (List<Map<String, Object>>) input.get("entries");
        List<Attempt> attempts = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            attempts.add(new Attempt(RememberRequest.from(entries.get(i)), "/input/entries/" + i));
        }
        List<Map<String, Object>> results = remembering.rememberAll(scope, attempts).stream()
                .map(outcome -> outcome.refusal() != null ? failure(outcome.refusal()) : output(outcome.stored()))
                .toList();
        return NodeResult.of(Map.of("results", results));
    }

    private static Map<String, Object> failure(NodeException e) {
        Map<String, Object> failure = new LinkedHashMap<>();
        failure.put("error", e.code());
        failure.put("detail", e.getMessage());
        failure.put("errors", e.violations());
        return failure;
    }

    private static Map<String, Object> output(WritePath.Stored stored) {
        Map<String, Object> output = new LinkedHashMap<>();
        output.put("id", stored.id());
        output.put("status", stored.status());
        output.put("supersedes", stored.supersedes());
        output.put("warnings", stored.warnings());
        return output;
    }
}
