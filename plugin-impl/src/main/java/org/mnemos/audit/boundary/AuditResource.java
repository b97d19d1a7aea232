package org.mnemos.audit.boundary;

import jakarta.inject.Inject;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.audit.control.AuditLog;
import org.mnemos.platform.ComposedSchemas;
import org.mnemos.platform.Page;
import org.mnemos.platform.Paging;
import org.mnemos.security.control.CurrentCaller;
import org.mnemos.workspace.control.WorkspaceAccess;
import org.mnemos.workspace.entity.Role;

/** {@code GET /api/workspaces/{ws}/audit}: newest first, paged. */
@Path("workspaces/{ws}/audit")
@Tag(name = "Audit")
@Produces(MediaType.APPLICATION_JSON)
public class AuditResource {

    @Inject
    CurrentCaller caller;

    @Inject
    WorkspaceAccess access;

    @Inject
    AuditLog log;

    @GET
    @Operation(summary = "The workspace's audit log (owners and stewards)")
    @APIResponse(
            responseCode = "200",
            description = "A page of audited actions",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(ref = ComposedSchemas.AUDIT_PAGE)))
    public Page<AuditItem> page(
            @PathParam("ws") String workspaceId,
            @QueryParam("page") @DefaultValue("0") int page,
            @QueryParam("size") @DefaultValue("50") int size) {
        Paging paging = Paging.of(page, size);
        access.require(caller.get(), workspaceId, Role.STEWARD, "Reading the audit log");
        return paging.page(
                log.page(workspaceId, paging.page(), paging.size()).stream()
                        .map(AuditItem::of)
                        .toList(),
                log.count(workspaceId));
    }
}
