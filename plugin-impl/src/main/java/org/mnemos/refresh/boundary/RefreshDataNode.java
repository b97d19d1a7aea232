package org.mnemos.refresh.boundary;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.LinkedHashMap;
import java.util.Map;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.api.node.NodeContext;
import org.mnemos.api.node.NodeDescriptor;
import org.mnemos.api.node.NodeException;
import org.mnemos.api.node.NodeResult;
import org.mnemos.api.node.NodeType;
import org.mnemos.api.node.WorkflowNode;
import org.mnemos.node.control.DescriptorReader;
import org.mnemos.refresh.control.RefreshOrder;
import org.mnemos.refresh.control.RefreshOutcome;
import org.mnemos.refresh.control.RefreshRecords;
import org.mnemos.refresh.control.Refreshing;
import org.mnemos.refresh.entity.RefreshTrigger;

/**
 * Refresh Data: the same control code as {@code POST …/artifacts/{id}/refreshes}. A stored refresh leaves on
 * {@code out}, drift on {@code drift} (the changed columns by name, as the descriptor declares, and with their
 * types in {@code typeChanges}), a failed read on the error port with the connector's code.
 */
@ApplicationScoped
public class RefreshDataNode implements WorkflowNode {

    static final String DRIFT_PORT = "drift";

    private final NodeDescriptor descriptor = DescriptorReader.read(NodeType.REFRESH_DATA);

    @Inject
    Refreshing refreshes;

    @Inject
    RefreshRecords snapshots;

    @Override
    public NodeDescriptor descriptor() {
        return descriptor;
    }

    @Override
    public NodeResult execute(NodeContext context, Map<String, Object> input) throws NodeException {
        RefreshOutcome outcome = refreshes.refresh(new RefreshOrder(
                context.tenant(),
                context.workspace(),
                context.principal(),
                (String) input.get("artifactId"),
                (String) input.get("dataSourceId"),
                Boolean.TRUE.equals(input.get("publish")),
                RefreshTrigger.NODE,
                null));
        return switch (outcome.status()) {
            case SUCCEEDED -> NodeResult.of(out(context, outcome, previewRows(input)));
            case DRIFTED -> new NodeResult(DRIFT_PORT, drift(outcome));
            case FAILED ->
                throw new NodeException(
                        ErrorCode.valueOf(outcome.errorCode()),
                        outcome.errorDetail() + " (refresh " + outcome.refreshId() + ")");
        };
    }

    private Map<String, Object> out(NodeContext context, RefreshOutcome outcome, int previewRows) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("artifactId", outcome.artifactId());
        out.put("version", outcome.version());
        out.put("rowCount", outcome.rowCount());
        out.put("fingerprint", outcome.fingerprint());
        out.put("llmCalls", outcome.llmCalls());
        out.put("status", outcome.status().name());
        out.put("refreshId", outcome.refreshId());
        out.put("tokensSaved", outcome.tokensSaved());
        if (!outcome.catalogChanges().isEmpty()) {
            out.put("catalogChanges", outcome.catalogChanges());
        }
        if (previewRows > 0) {
            out.put(
                    "previewRows",
                    snapshots.firstRows(
                            snapshots.existing(
                                    context.tenant(), context.workspace(), outcome.artifactId(), outcome.refreshId()),
                            previewRows));
        }
        return out;
    }

    private static Map<String, Object> drift(RefreshOutcome outcome) {
        Map<String, Object> drift = new LinkedHashMap<>();
        drift.put("artifactId", outcome.artifactId());
        drift.put("version", outcome.version());
        drift.put("refreshId", outcome.refreshId());
        drift.put("missingColumns", outcome.drift().missingColumns());
        drift.put("changedColumns", outcome.drift().changedColumnNames());
        drift.put("typeChanges", outcome.drift().changedColumns());
        drift.put("detail", RefreshProblems.driftDetail(outcome.drift()));
        return drift;
    }

    private static int previewRows(Map<String, Object> input) {
        return input.get("previewRows") instanceof Number n ? n.intValue() : 0;
    }
}
