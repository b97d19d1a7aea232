package org.mnemos.agent.boundary;

import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.api.node.NodeException;
import org.mnemos.api.node.NodeResult;
import org.mnemos.mcp.control.NodeTools;
import org.mnemos.mcp.control.ToolArguments;
import org.mnemos.node.control.CatalogEntry;
import org.mnemos.node.control.NodeCatalog;
import org.mnemos.node.control.NodeDispatcher;
import org.mnemos.platform.ProblemException;
import org.mnemos.security.control.CurrentCaller;

/**
 * {@code POST /api/tools/{toolName}}: what {@code /api/openapi/nodes.json} describes, dispatched as
 * {@code POST /api/nodes/{id}/execute} is; the fields at fault are named as the flat body has them.
 */
@Path("tools")
@Tag(name = "Agent tools")
@Produces(MediaType.APPLICATION_JSON)
public class ToolsResource {

    @Inject
    NodeCatalog catalog;

    @Inject
    NodeDispatcher dispatcher;

    @Inject
    CurrentCaller caller;

    @POST
    @Path("{toolName}")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Execute a node by its tool name with a flat body: its input, workspace and runId")
    public Map<String, Object> execute(@PathParam("toolName") String toolName, Map<String, Object> body)
            throws NodeException {
        CatalogEntry entry = catalog.all().stream()
                .filter(candidate -> NodeTools.toolName(candidate.descriptor()).equals(toolName))
                .findFirst()
                .orElseThrow(() -> new ProblemException(
                        ErrorCode.UNKNOWN_NODE,
                        "There is no tool '" + toolName + "'. GET /api/openapi/nodes.json lists the tools."));
        NodeResult result;
        try {
            result = dispatcher.execute(
                    entry.descriptor().id(), ToolArguments.envelope(entry.descriptor(), body), caller.get());
        } catch (ProblemException e) {
            throw new ProblemException(
                    e.problem().withErrors(ToolArguments.flat(e.problem().errors())));
        } catch (NodeException e) {
            throw new NodeException(e.code(), e.getMessage(), ToolArguments.flat(e.violations()));
        }
        if (!result.port().equals(NodeResult.DEFAULT_PORT)) {
            throw new ProblemException(
                    ErrorCode.SCHEMA_DRIFT, "The node answered on its " + result.port() + " port: " + result.output());
        }
        return result.output();
    }
}
