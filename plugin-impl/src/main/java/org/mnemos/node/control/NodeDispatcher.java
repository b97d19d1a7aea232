package org.mnemos.node.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.api.node.NodeContext;
import org.mnemos.api.node.NodeException;
import org.mnemos.api.node.NodeResult;
import org.mnemos.api.node.Violation;
import org.mnemos.platform.DatabaseClock;
import org.mnemos.platform.Json;
import org.mnemos.platform.ProblemException;
import org.mnemos.security.control.Caller;

/**
 * Executes a node the way every host must: the input is checked against the very schema the
 * catalog publishes before the node sees it, and a node without an implementation says so. Each
 * execution is timed ({@code NodeMetrics}).
 */
@ApplicationScoped
public class NodeDispatcher {

    @Inject
    NodeCatalog catalog;

    @Inject
    NodeMetrics metrics;

    Clock clock = DatabaseClock.utc();

    public NodeResult execute(String nodeId, ExecutionRequest request, Caller caller) throws NodeException {
        CatalogEntry entry = catalog.find(nodeId)
                .orElseThrow(() -> new ProblemException(
                        ErrorCode.UNKNOWN_NODE,
                        "There is no node '" + nodeId + "'. GET /api/nodes lists the available nodes."));
        List<Violation> violations = entry.inputSchema().validate(Json.mapper().valueToTree(request.input()), "/input");
        if (!violations.isEmpty()) {
            throw ProblemException.invalidInput(
                    "The input does not match the schema of "
                            + entry.descriptor().displayName() + ".",
                    violations);
        }
        var node = entry.implementation()
                .orElseThrow(() -> new ProblemException(
                        ErrorCode.NODE_NOT_AVAILABLE,
                        entry.descriptor().displayName() + " is not available in this installation yet."));
        NodeContext context = new NodeContext(
                caller.tenant(), request.workspace(), request.runId(), caller.user(), caller.groups(), clock);
        long start = System.nanoTime();
        NodeMetrics.Outcome outcome = NodeMetrics.Outcome.FAILED;
        try {
            NodeResult result = node.execute(context, request.input());
            outcome = NodeMetrics.Outcome.OK;
            return result;
        } catch (NodeException | ProblemException refusal) {
            outcome = NodeMetrics.Outcome.REFUSED;
            throw refusal;
        } finally {
            metrics.executed(entry.descriptor().id(), outcome, Duration.ofNanos(System.nanoTime() - start));
        }
    }
}
