package org.mnemos.integration.boundary;

import jakarta.inject.Inject;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.extensions.Extension;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.integration.control.IntegrationPackage;
import org.mnemos.integration.control.IntegrationPackages;
import org.mnemos.integration.control.PackageRequest;
import org.mnemos.node.control.CatalogEntry;
import org.mnemos.node.control.NodeCatalog;
import org.mnemos.platform.ProblemException;
import org.mnemos.platform.ProductVersion;
import org.mnemos.platform.PublicUrl;
import org.mnemos.platform.RestDocument;
import org.mnemos.security.boundary.Public;

/**
 * The platform packages: public like the node catalog they are generated from (they hold no credential; the
 * platform's user enters a token after installing).
 */
@Path("integrations")
@Tag(name = "Platform packages")
public class IntegrationsResource {

    @Inject
    IntegrationPackages packages;

    @Inject
    NodeCatalog catalog;

    @Inject
    PublicUrl publicUrl;

    @Public
    @Extension(name = RestDocument.PUBLIC, value = "true")
    @GET
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "The platform packages (Node-RED, n8n, Camunda), generated from the available nodes")
    public List<IntegrationListing> list(@Context HttpServletRequest http) {
        PackageRequest request = request(http);
        return packages.all().stream()
                .map(offered -> IntegrationListing.of(offered, request))
                .toList();
    }

    @Public
    @Extension(name = RestDocument.PUBLIC, value = "true")
    @GET
    @Path("{integration}")
    @Produces(MediaType.WILDCARD)
    @Operation(summary = "Download one platform package")
    @APIResponse(
            responseCode = "200",
            description = "The package file: an npm tarball, or JSON element templates",
            content = {
                @Content(mediaType = "application/gzip", schema = @Schema(type = SchemaType.STRING, format = "binary")),
                @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(type = SchemaType.STRING))
            })
    public Response download(@PathParam("integration") String id, @Context HttpServletRequest http) {
        IntegrationPackage offered = packages.find(id)
                .orElseThrow(() -> new ProblemException(
                        ErrorCode.INTEGRATION_NOT_FOUND, "There is no platform package '" + id + "'."));
        PackageRequest request = request(http);
        StreamingOutput body = out -> offered.write(request, out);
        return Response.ok(body, offered.mediaType())
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=\"" + offered.fileName(request) + "\"")
                .build();
    }

    /** The packages call the API where clients reach it, never at an address the caller's Host header named. */
    private PackageRequest request(HttpServletRequest http) {
        return new PackageRequest(
                catalog.all().stream()
                        .filter(CatalogEntry::available)
                        .map(CatalogEntry::descriptor)
                        .toList(),
                ProductVersion.current(),
                publicUrl.api(http));
    }
}
