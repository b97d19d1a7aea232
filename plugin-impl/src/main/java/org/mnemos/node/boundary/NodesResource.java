package org.mnemos.node.boundary;

import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.extensions.Extension;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.api.node.NodeException;
import org.mnemos.api.node.NodeResult;
import org.mnemos.node.control.ExecutionRequest;
import org.mnemos.node.control.NodeCatalog;
import org.mnemos.node.control.NodeDispatcher;
import org.mnemos.platform.ProblemException;
import org.mnemos.platform.RestDocument;
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
    @Extension(name = RestDocument.PUBLIC, value = "true")
    @GET
    @Operation(summary = "List all nodes with their descriptors and availability")
    public List<CatalogNode> list() {
        return catalog.all().stream().map(CatalogNode::of).toList();
    }

    @Public
    @Extension(name = RestDocument.PUBLIC, value = "true")
    @GET
    @Path("{id}")
    @Operation(summary = "One node's descriptor; the id may be full (mnemos.recall) or short (recall)")
    public CatalogNode get(@PathParam("id") String id) {
        return catalog.find(id)
                .map(CatalogNode::of)
                .orElseThrow(() -> new ProblemException(ErrorCode.UNKNOWN_NODE, "There is no node '" + id + "'."));
    }

    @POST
    @Path("{id}/execute")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Execute a node: its input is checked against the descriptor's schema, its output is on a port")
    public ExecutionResult execute(@PathParam("id") String id, ExecutionRequest body) throws NodeException {
        NodeResult result = dispatcher.execute(id, ExecutionRequest.checked(body), caller.get());
        String nodeId = catalog.find(id).orElseThrow().descriptor().id();
        return new ExecutionResult(nodeId, result.port(), result.output());
    }
}
