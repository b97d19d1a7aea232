package org.mnemos.sharing.boundary;

import jakarta.inject.Inject;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.validation.Valid;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.Clock;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.platform.DatabaseClock;
import org.mnemos.platform.PublicUrl;
import org.mnemos.security.control.Caller;
import org.mnemos.security.control.CurrentCaller;
import org.mnemos.sharing.control.Sharing;
import org.mnemos.workspace.control.WorkspaceAccess;
import org.mnemos.workspace.entity.Role;

/**
 * An artifact's share links, for its workspace's stewards and owners: a viewer neither makes nor sees them
 * (who shared what, with whom, is the managers' business).
 */
@Path("workspaces/{ws}/artifacts/{id}/share-links")
@Tag(name = "Share links")
@Produces(MediaType.APPLICATION_JSON)
public class ShareLinksResource {

    private static final String MANAGING = "Managing share links";

    @Inject
    CurrentCaller caller;

    @Inject
    WorkspaceAccess access;

    @Inject
    Sharing sharing;

    @Inject
    PublicUrl publicUrl;

    Clock clock = DatabaseClock.utc();

    @GET
    @Operation(summary = "The artifact's share links that were not revoked, newest first, without their keys")
    public List<ShareLinkView> list(@PathParam("ws") String ws, @PathParam("id") String id) {
        return sharing.list(manager(ws), ws, id).stream()
                .map(link -> ShareLinkView.of(link, clock.instant()))
                .toList();
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Create a read-only link to the published dashboard that works without an account (STEWARD or"
                    + " OWNER); its address is in this answer only")
    @APIResponse(
            responseCode = "201",
            description = "The link and its address",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "CreatedShareLink")))
    public Response create(
            @PathParam("ws") String ws,
            @PathParam("id") String id,
            @Valid ShareLinkForm body,
            @Context HttpServletRequest request) {
        Caller who = manager(ws);
        ShareLinkForm form = body == null ? new ShareLinkForm(null, null, null, null) : body;
        Sharing.Created created = sharing.create(who, ws, id, form.order());
        String url = publicUrl.origin(request)
                + request.getContextPath()
                + SharedPageServlet.PATH
                + created.key().text();
        return Response.status(201)
                .entity(new CreatedShareLink(ShareLinkView.of(created.link(), clock.instant()), url))
                .header("Cache-Control", "no-store")
                .build();
    }

    @DELETE
    @Path("{linkId}")
    @Operation(summary = "Revoke a share link: its page answers 404 from now on")
    @APIResponse(responseCode = "204", description = "Revoked")
    public Response revoke(@PathParam("ws") String ws, @PathParam("id") String id, @PathParam("linkId") String linkId) {
        sharing.revoke(manager(ws), ws, id, linkId);
        return Response.noContent().build();
    }

    private Caller manager(String ws) {
        Caller who = caller.get();
        access.require(who, ws, Role.STEWARD, MANAGING);
        return who;
    }
}
