package org.mnemos.datasource.boundary;

import com.fasterxml.jackson.databind.JsonNode;
import jakarta.inject.Inject;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.api.connector.DataConnectors;
import org.mnemos.api.connector.SourceType;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.datasource.control.ConfigMask;
import org.mnemos.datasource.control.DataSources;
import org.mnemos.datasource.control.ProfileResult;
import org.mnemos.datasource.control.Profiling;
import org.mnemos.datasource.control.SourceFiles;
import org.mnemos.datasource.control.SourceQuotas;
import org.mnemos.datasource.entity.DataSource;
import org.mnemos.platform.Json;
import org.mnemos.platform.ProblemException;
import org.mnemos.security.control.Caller;
import org.mnemos.security.control.CurrentCaller;
import org.mnemos.workspace.control.WorkspaceAccess;
import org.mnemos.workspace.entity.Role;

/** A workspace's data sources: register, test, preview, profile, upload a CSV file. */
@Path("workspaces/{ws}/data-sources")
@Tag(name = "Data sources")
@Produces(MediaType.APPLICATION_JSON)
public class DataSourcesResource {

    private static final int MAX_PREVIEW_ROWS = 1_000;
    private static final String PREVIEW_ROWS = "rows must be between 1 and " + MAX_PREVIEW_ROWS;

    @Inject
    CurrentCaller caller;

    @Inject
    WorkspaceAccess access;

    @Inject
    DataSources sources;

    @Inject
    DataConnectors connectors;

    @Inject
    Profiling profiling;

    @Inject
    SourceFiles files;

    @Inject
    ConfigMask mask;

    @Inject
    SourceQuotas quotas;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Register a data source")
    @APIResponse(
            responseCode = "201",
            description = "Registered",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "DataSource")))
    @APIResponse(
            responseCode = "409",
            description = "SOURCE_QUOTA_EXCEEDED (the workspace has as many sources as its quota allows) or "
                    + "DATA_SOURCE_NAME_TAKEN; nothing was registered",
            content = @Content(mediaType = "application/problem+json", schema = @Schema(ref = "QuotaProblem")))
    public Response register(
            @PathParam("ws") String ws, @Valid @NotNull(message = "send {name, type, config}") SourceDefinition body) {
        Caller who = caller.get();
        boolean steward = access.require(who, ws).role().atLeast(Role.STEWARD);
        Definition definition = Definition.from(body);
        if (!steward && definition.type() != SourceType.CSV) {
            // SQL, REST and MCP configurations name the tenant's stored credentials: not a viewer's to borrow.
            throw ProblemException.forbidden("Registering a " + definition.type()
                    + " source needs the STEWARD role; below it, register CSV" + " files of your own data.");
        }
        DataSource source = sources.register(
                who.tenant(), ws, who.user(), !steward, definition.name(), definition.type(), definition.config());
        return Response.status(201).entity(view(source, steward)).build();
    }

    @GET
    @Operation(summary = "The workspace's data sources; below STEWARD, the shared ones and the caller's own")
    public List<DataSourceView> list(@PathParam("ws") String ws) {
        Caller who = caller.get();
        boolean editor = editor(who, ws);
        return sources.visible(who.tenant(), ws, who.user(), editor).stream()
                .map(source -> view(source, editor))
                .toList();
    }

    @GET
    @Path("{id}")
    @Operation(summary = "One data source")
    public DataSourceView get(@PathParam("ws") String ws, @PathParam("id") String id) {
        Caller who = caller.get();
        boolean editor = editor(who, ws);
        return view(sources.readable(who.tenant(), ws, id, who.user(), editor), editor);
    }

    @PUT
    @Path("{id}")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Rename or reconfigure a data source")
    public DataSourceView update(
            @PathParam("ws") String ws,
            @PathParam("id") String id,
            @Valid @NotNull(message = "send {name, type, config}") SourceDefinition body) {
        Caller who = steward(ws);
        Definition definition = Definition.from(body);
        return view(
                sources.reconfigure(who.tenant(), ws, id, definition.name(), definition.type(), definition.config()),
                true);
    }

    @DELETE
    @Path("{id}")
    @Operation(summary = "Remove a data source and its uploaded file")
    @APIResponse(responseCode = "204", description = "Removed")
    @APIResponse(
            responseCode = "409",
            description = "DATA_SOURCE_IN_USE: artifacts show it; nothing was removed",
            content = @Content(mediaType = "application/problem+json", schema = @Schema(ref = "SourceInUseProblem")))
    public Response delete(@PathParam("ws") String ws, @PathParam("id") String id) {
        Caller who = stewardOrRegistrant(ws, id);
        sources.remove(who.tenant(), ws, id);
        files.delete(ws, id);
        return Response.noContent().build();
    }

    @PUT
    @Path("{id}/file")
    @Consumes(MediaType.WILDCARD)
    @Operation(summary = "Upload the CSV file of a CSV source (the raw file as the body, e.g. curl -T file.csv)")
    @RequestBody(
            required = true,
            content =
                    @Content(
                            mediaType = MediaType.WILDCARD,
                            schema = @Schema(type = SchemaType.STRING, format = "binary")))
    @APIResponse(
            responseCode = "200",
            description = "Stored",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "SourceFileStored")))
    @APIResponse(
            responseCode = "413",
            description = "FILE_TOO_LARGE (over mnemos.upload.max-bytes) or STORAGE_QUOTA_EXCEEDED (over the "
                    + "workspace's byte quota); nothing was stored",
            content = @Content(mediaType = "application/problem+json", schema = @Schema(ref = "QuotaProblem")))
    public SourceFileStored upload(
            @PathParam("ws") String ws,
            @PathParam("id") String id,
            @HeaderParam(HttpHeaders.CONTENT_LENGTH) Long length,
            InputStream body) {
        Caller who = stewardOrRegistrant(ws, id);
        DataSource source = sources.existing(who.tenant(), ws, id);
        if (source.type() != SourceType.CSV) {
            throw ProblemException.invalidInput("/type", "only CSV sources take a file");
        }
        SourceFiles.Stored stored = files.store(ws, id, body, length, quotas.roomFor(ws, id));
        Map<String, Object> config = new LinkedHashMap<>(DataSources.configOf(source));
        config.put("path", stored.path());
        sources.reconfigure(
                who.tenant(),
                ws,
                id,
                source.name(),
                source.type(),
                Json.mapper().valueToTree(config));
        return new SourceFileStored(id, stored.bytes(), stored.path());
    }

    @POST
    @Path("{id}/test")
    @Operation(summary = "Check connectivity and authentication; no data is kept")
    public ConnectionTested test(@PathParam("ws") String ws, @PathParam("id") String id) {
        DataSource source = readable(ws, id);
        connectors.test(source.type(), sources.forConnector(source));
        return new ConnectionTested(id, true);
    }

    @GET
    @Path("{id}/preview")
    @Operation(summary = "The first rows of the source")
    public PreviewView preview(
            @PathParam("ws") String ws,
            @PathParam("id") String id,
            @QueryParam("rows")
                    @DefaultValue("20")
                    @Min(value = 1, message = PREVIEW_ROWS)
                    @Max(value = MAX_PREVIEW_ROWS, message = PREVIEW_ROWS)
                    int rows) {
        DataSource source = readable(ws, id);
        return PreviewView.of(connectors.preview(source.type(), sources.forConnector(source), rows));
    }

    @POST
    @Path("{id}/profile")
    @Operation(summary = "Profile the source; the profile is returned and kept as the workspace's DATA_SCHEMA memory")
    public ProfileResult profile(@PathParam("ws") String ws, @PathParam("id") String id) {
        Caller who = steward(ws);
        return profiling.profile(who.tenant(), ws, who.user(), id);
    }

    @GET
    @Path("{id}/profile")
    @Operation(summary = "The source's last profile as stored; 409 DATA_SOURCE_NOT_PROFILED before the first")
    @APIResponse(
            responseCode = "200",
            description = "The stored profile",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "DataProfile")))
    public Response storedProfile(@PathParam("ws") String ws, @PathParam("id") String id) {
        DataSource source = readable(ws, id);
        if (source.lastProfile() == null) {
            throw new ProblemException(
                    ErrorCode.DATA_SOURCE_NOT_PROFILED,
                    "Data source '" + source.name() + "' has not been profiled yet.");
        }
        // Kept as the profile's JSON text, so it is served as stored rather than parsed and written again.
        return Response.ok(source.lastProfile(), MediaType.APPLICATION_JSON).build();
    }

    /** Who may change sources sees their configurations whole; the other members see them masked. */
    private boolean editor(Caller who, String ws) {
        return access.require(who, ws).role().atLeast(Role.STEWARD);
    }

    private DataSourceView view(DataSource source, boolean editor) {
        return DataSourceView.of(source, mask.shown(DataSources.configOf(source), editor));
    }

    /** A source the caller may know of: a member's own is found by them and the stewards only (404 for others). */
    private DataSource readable(String ws, String id) {
        Caller who = caller.get();
        return sources.readable(who.tenant(), ws, id, who.user(), editor(who, ws));
    }

    private Caller steward(String ws) {
        Caller who = caller.get();
        access.require(who, ws, Role.STEWARD, "Changing data sources");
        return who;
    }

    /** A steward, or the member who registered this source (their own data, issue 11). */
    private Caller stewardOrRegistrant(String ws, String id) {
        Caller who = caller.get();
        boolean steward = editor(who, ws);
        if (!steward
                && !sources.readable(who.tenant(), ws, id, who.user(), false)
                        .createdBy()
                        .equals(who.user())) {
            throw ProblemException.forbidden(
                    "Changing this data source needs the STEWARD role, or to be the member who registered it.");
        }
        return who;
    }

    /** The body of register and update: name and type checked; the store screens and checks the config. */
    private record Definition(String name, SourceType type, JsonNode config) {
        static Definition from(SourceDefinition body) {
            JsonNode config = body.config() == null ? null : Json.mapper().valueToTree(body.config());
            return new Definition(body.name().strip(), body.type(), config);
        }
    }
}
