package org.mnemos.node.boundary;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.api.node.NodeException;
import org.mnemos.api.node.NodeResult;
import org.mnemos.node.control.CatalogEntry;
import org.mnemos.node.control.ExecutionRequest;
import org.mnemos.node.control.NodeCatalog;
import org.mnemos.node.control.NodeDispatcher;
import org.mnemos.platform.Json;
import org.mnemos.platform.ProblemException;
import org.mnemos.security.boundary.Public;
import org.mnemos.security.control.CurrentCaller;

/** The node catalog and the node contract over HTTP. */
@Path("nodes")
@Tag(name = "Nodes")
@Produces(MediaType.APPLICATION_JSON)
public class NodesResource {

    @Inject
    NodeCatalog catalog;

    @Inject
    NodeDispatcher dispatcher;

    @Inject
    CurrentCaller caller;

    @Public
    @GET
    @Operation(summary = "List all nodes with their descriptors and availability")
    public List<ObjectNode> list() {
        return catalog.all().stream().map(NodesResource::view).toList();
    }

    @Public
    @GET
    @Path("{id}")
    @Operation(summary = "One node's descriptor; the id may be full (mnemos.recall) or short (recall)")
    public ObjectNode get(@PathParam("id") String id) {
        return catalog.find(id).map(NodesResource::view)
                .orElseThrow(() -> new ProblemException(ErrorCode.UNKNOWN_NODE, "There is no node '" + id + "'."));
    }

    @POST
    @Path("{id}/execute")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Execute a node: body {workspace, runId, input}")
    public Map<String, Object> execute(@PathParam("id") String id, JsonNode body) throws NodeException {
        ExecutionRequest request = ExecutionRequest.from(body);
        NodeResult result = dispatcher.execute(id, request, caller.get());
        String nodeId = catalog.find(id).orElseThrow().descriptor().id();
        return Map.of("node", nodeId, "port", result.port(), "output", result.output());
    }

    private static ObjectNode view(CatalogEntry entry) {
        ObjectNode node = Json.mapper().valueToTree(entry.descriptor());
        node.put("available", entry.available());
        return node;
    }
}
