package org.mnemos.datasource.boundary;

import jakarta.inject.Inject;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.datasource.control.SourceQuotas;
import org.mnemos.platform.ProblemException;
import org.mnemos.security.control.Caller;
import org.mnemos.security.control.CurrentCaller;
import org.mnemos.workspace.control.WorkspaceAccess;
import org.mnemos.workspace.entity.Role;

/**
 * {@code GET/PUT /api/admin/source-quotas/{ws}}: how many data sources a workspace may have and how many bytes
 * their uploads may take (issue 29). Administrators read and set them, as they do retention policies; a
 * workspace's owners may read them.
 */
@Path("admin/source-quotas/{ws}")
@Tag(name = "Administration")
@Produces(MediaType.APPLICATION_JSON)
public class SourceQuotasResource {

    @Inject
    CurrentCaller caller;

    @Inject
    WorkspaceAccess access;

    @Inject
    SourceQuotas quotas;

    @GET
    @Operation(summary = "The workspace's quotas on data sources and what it uses of them")
    public QuotaView get(@PathParam("ws") String ws) {
        Caller who = caller.get();
        if (who.isAdmin()) {
            access.requireInTenant(who, ws);
        } else {
            access.require(who, ws, Role.OWNER, "Reading the workspace's quotas");
        }
        return QuotaView.of(ws, quotas.usage(ws));
    }

    @PUT
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Set the quotas; a field left out keeps its value. Sources and uploads over a lowered "
                    + "quota are kept; new ones are refused")
    public QuotaView put(
            @PathParam("ws") String ws, @Valid @NotNull(message = "send {maxSources, maxBytes}") QuotaSettings body) {
        Caller who = caller.get();
        if (!who.isAdmin()) {
            throw ProblemException.forbidden("Only administrators can set a workspace's quotas.");
        }
        access.requireInTenant(who, ws);
        return QuotaView.of(ws, quotas.set(who.tenant(), ws, body.maxSources(), body.maxBytes(), who.user()));
    }
}
