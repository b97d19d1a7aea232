package org.mnemos.agent.boundary;

import jakarta.inject.Inject;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.extensions.Extension;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.agent.control.AgentOpenApi;
import org.mnemos.node.control.CatalogEntry;
import org.mnemos.node.control.NodeCatalog;
import org.mnemos.platform.PublicUrl;
import org.mnemos.platform.RestDocument;
import org.mnemos.security.boundary.Public;

/** The available nodes as tools, described for agent platforms that import OpenAPI. */
@Path("openapi")
@Tag(name = "Agent tools")
@Produces(MediaType.APPLICATION_JSON)
public class AgentOpenApiResource {

    @Inject
    NodeCatalog catalog;

    @Inject
    PublicUrl publicUrl;

    @Public
    @Extension(name = RestDocument.PUBLIC, value = "true")
    @GET
    @Path("nodes.json")
    @Operation(summary = "OpenAPI 3.1 (or ?version=3.0) of the available nodes as tools, for agent platforms")
    public Map<String, Object> document(@QueryParam("version") String version, @Context HttpServletRequest request) {
        String api = publicUrl.api(request);
        return AgentOpenApi.document(
                catalog.all().stream()
                        .filter(CatalogEntry::available)
                        .map(CatalogEntry::descriptor)
                        .toList(),
                api,
                "3.0".equals(version) ? AgentOpenApi.Version.V3_0 : AgentOpenApi.Version.V3_1);
    }
}
