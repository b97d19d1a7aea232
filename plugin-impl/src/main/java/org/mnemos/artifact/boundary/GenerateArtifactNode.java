package org.mnemos.artifact.boundary;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mnemos.api.node.NodeContext;
import org.mnemos.api.node.NodeDescriptor;
import org.mnemos.api.node.NodeResult;
import org.mnemos.api.node.NodeType;
import org.mnemos.api.node.WorkflowNode;
import org.mnemos.artifact.control.Artifacts;
import org.mnemos.artifact.control.Drafts;
import org.mnemos.artifact.control.Generating;
import org.mnemos.artifact.entity.Artifact;
import org.mnemos.artifact.entity.Draft;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.node.control.DescriptorReader;
import org.mnemos.node.control.NodeAccess;
import org.mnemos.platform.ProblemException;
import org.mnemos.workspace.entity.Role;

/**
 * Generate Artifact: without {@code artifactId} it creates an artifact and the caller's first draft, with it
 * it refines the caller's draft — the same control code as {@code POST …/artifacts} and {@code POST
 * …/draft/generate}. The output is the caller's draft: {@code version} is the version it is based on (0
 * before the first publish), {@code draft} is always true, since nothing is published by the node; {@code notes}
 * are the spec's account of what the request asked that it could not map or chose instead, {@code notUnderstood}
 * each phrase not mapped with its reason.
 */
@ApplicationScoped
public class GenerateArtifactNode implements WorkflowNode {

    private final NodeDescriptor descriptor = DescriptorReader.read(NodeType.GENERATE_ARTIFACT);

    @Inject
    NodeAccess access;

    @Inject
    Artifacts artifacts;

    @Inject
    Drafts drafts;

    @Inject
    Generating generating;

    @Override
    public NodeDescriptor descriptor() {
        return descriptor;
    }

    @Override
    public NodeResult execute(NodeContext context, Map<String, Object> input) {
        access.require(context, Role.STEWARD, "Generate Artifact");
        GenerateOrder order = GenerateOrder.from(input);
        Draft draft = order.artifactId() == null ? create(context, order) : refine(context, order);
        Map<String, Object> output = new LinkedHashMap<>();
        output.put("artifactId", draft.artifactId());
        output.put("version", draft.baseVersion());
        output.put("draft", true);
        output.put("bytes", draft.content().getBytes(StandardCharsets.UTF_8).length);
        output.put("promptTokens", draft.generation().promptTokens());
        Optional<DashboardSpec> spec = DraftSpec.of(draft);
        output.put("notes", spec.map(DashboardSpec::notes).orElse(List.of()));
        output.put(
                "notUnderstood",
                spec.map(DashboardSpec::notUnderstood).orElse(List.of()).stream()
                        .map(u -> Map.of("clause", u.clause(), "reason", u.reason()))
                        .toList());
        return NodeResult.of(output);
    }

    private Draft create(NodeContext context, GenerateOrder order) {
        generating.require(order.formOrDefault(), "/input/form");
        return artifacts
                .create(
                        context.tenant(),
                        context.workspace(),
                        context.principal(),
                        order.nameOrDefault(),
                        order.dataSourceId(),
                        order.formOrDefault(),
                        order.instruction(),
                        order.maxBytes())
                .draft();
    }

    private Draft refine(NodeContext context, GenerateOrder order) {
        Artifact artifact = artifacts.existing(context.tenant(), context.workspace(), order.artifactId());
        if (!artifact.dataSourceId().equals(order.dataSourceId())) {
            throw ProblemException.invalidInput(
                    "/input/dataSourceId", "artifact '" + artifact.name() + "' shows another data source");
        }
        if (order.form() != null && order.form() != artifact.form()) {
            throw ProblemException.invalidInput(
                    "/input/form", "artifact '" + artifact.name() + "' is a " + artifact.form());
        }
        return drafts.refine(
                context.tenant(),
                context.workspace(),
                context.principal(),
                artifact.id(),
                order.instruction(),
                order.maxBytes(),
                null);
    }
}
