package org.mnemos.portability.boundary;

import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;
import java.io.InputStream;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.portability.control.ImportReport;
import org.mnemos.portability.control.WorkspaceExport;
import org.mnemos.portability.control.WorkspaceImport;
import org.mnemos.security.control.Caller;
import org.mnemos.security.control.CurrentCaller;
import org.mnemos.workspace.control.WorkspaceAccess;
import org.mnemos.workspace.entity.Role;
import org.mnemos.workspace.entity.Workspace;

/** A workspace as JSON Lines, out and in (owners only), in the format of {@code workspace-export.schema.json}. */
@Path("workspaces")
@Tag(name = "Workspaces")
public class PortabilityResource {

    public static final String NDJSON = "application/x-ndjson";

    @Inject
    CurrentCaller caller;

    @Inject
    WorkspaceAccess access;

    @Inject
    WorkspaceExport export;

    @Inject
    WorkspaceImport imports;

    @GET
    @Path("{ws}/export")
    @Produces(NDJSON)
    @Operation(
            summary = "Export the workspace as JSON Lines, streamed",
            description = "Header, own retention policy, data sources (credentials by reference only), entries with "
                    + "provenance oldest first, artifacts with their versions, tombstones of forgotten entries with "
                    + "tombstones=true, end line. Forgotten entries are never exported.")
    @APIResponse(
            responseCode = "200",
            description = "The lines of workspace-export.schema.json, one JSON object per line",
            content = @Content(mediaType = NDJSON, schema = @Schema(type = SchemaType.STRING)))
    public Response export(
            @PathParam("ws") String workspaceId, @QueryParam("tombstones") @DefaultValue("false") boolean tombstones) {
        Caller who = caller.get();
        Workspace workspace = access.require(who, workspaceId, Role.OWNER, "Exporting a workspace")
                .workspace();
        StreamingOutput body = out -> export.write(who, workspace, tombstones, out);
        return Response.ok(body, NDJSON)
                .header("Content-Disposition", "attachment; filename=\"workspace-" + workspaceId + ".jsonl\"")
                .build();
    }

    @POST
    @Path("{ws}/import")
    @Consumes({NDJSON, "application/jsonl"})
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Import an export into this workspace, line by line",
            description = "Every line goes through the write path of the API (screening, quarantine, dedupe); the "
                    + "answer reports each line's outcome. A refused line stops nothing and loses nothing stored.")
    @RequestBody(required = true, content = @Content(mediaType = NDJSON, schema = @Schema(type = SchemaType.STRING)))
    public ImportReport importLines(
            @PathParam("ws") String workspaceId,
            @HeaderParam(HttpHeaders.CONTENT_LENGTH) Long length,
            InputStream body) {
        Caller who = caller.get();
        access.require(who, workspaceId, Role.OWNER, "Importing into a workspace");
        if (length != null && length > imports.maxBytes()) {
            throw imports.tooLarge();
        }
        return imports.run(who, workspaceId, body);
    }
}
