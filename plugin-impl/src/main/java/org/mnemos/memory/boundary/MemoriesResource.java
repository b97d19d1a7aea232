package org.mnemos.memory.boundary;

import jakarta.inject.Inject;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.function.Function;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.memory.control.Approving;
import org.mnemos.memory.control.CurrentScores;
import org.mnemos.memory.control.EntryView;
import org.mnemos.memory.control.Memories;
import org.mnemos.memory.control.MemoryCuration;
import org.mnemos.memory.control.MemoryFilter;
import org.mnemos.memory.entity.Category;
import org.mnemos.memory.entity.Kind;
import org.mnemos.memory.entity.MemoryEntry;
import org.mnemos.memory.entity.Status;
import org.mnemos.platform.ComposedSchemas;
import org.mnemos.platform.Page;
import org.mnemos.platform.Paging;
import org.mnemos.platform.QueryEnums;
import org.mnemos.security.control.CurrentCaller;
import org.mnemos.workspace.control.WorkspaceAccess;
import org.mnemos.workspace.entity.Role;

/**
 * What a workspace remembers, for the timeline and other UIs: list, inspect, pin, approve or reject a proposed
 * instruction ({@code ?status=PENDING_APPROVAL} is the review queue), delete (consolidating on demand is
 * {@code ConsolidationsResource}'s).
 * Every entry view carries its current {@code decayScore} and {@code indicator} under the workspace's policy.
 */
@Path("workspaces/{ws}/memories")
@Tag(name = "Memories")
@Produces(MediaType.APPLICATION_JSON)
public class MemoriesResource {

    /** The audit log keeps a reason in 500 characters. */
    private static final String REASON = "a reason has at most 500 characters";

    @Inject
    CurrentCaller caller;

    @Inject
    WorkspaceAccess access;

    @Inject
    Memories store;

    @Inject
    MemoryCuration curation;

    @Inject
    Approving approving;

    @Inject
    CurrentScores scores;

    @GET
    @Operation(summary = "Entries of the workspace, newest first, filtered and paged")
    @APIResponse(
            responseCode = "200",
            description = "A page of entries",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            schema = @Schema(ref = ComposedSchemas.MEMORY_PAGE)))
    public Page<EntryView> list(
            @PathParam("ws") String workspaceId,
            @QueryParam("kind") String kind,
            @QueryParam("category") String category,
            @QueryParam("status") String status,
            @QueryParam("q") String text,
            @QueryParam("conversation") String conversation,
            @QueryParam("page") @DefaultValue("0") int page,
            @QueryParam("size") @DefaultValue("50") int size) {
        Paging paging = Paging.of(page, size);
        MemoryFilter filter = new MemoryFilter(
                caller.get().tenant(),
                workspaceId,
                QueryEnums.parse("kind", kind, Kind.class),
                QueryEnums.parse("category", category, Category.class),
                QueryEnums.parse("status", status, Status.class),
                text,
                conversation);
        access.require(caller.get(), workspaceId);
        Function<MemoryEntry, EntryView> view = viewer(workspaceId);
        return paging.page(
                store.page(filter, paging.page(), paging.size()).stream()
                        .map(view)
                        .toList(),
                store.count(filter));
    }

    @GET
    @Path("{id}")
    @Operation(summary = "One entry with its provenance")
    public EntryView get(@PathParam("ws") String workspaceId, @PathParam("id") String id) {
        access.require(caller.get(), workspaceId);
        return viewer(workspaceId).apply(curation.existing(caller.get().tenant(), workspaceId, id));
    }

    @POST
    @Path("{id}/pin")
    @Operation(summary = "Retain: set the entry's user utility to the maximum")
    public EntryView pin(@PathParam("ws") String workspaceId, @PathParam("id") String id) {
        access.require(caller.get(), workspaceId, Role.STEWARD, "Pinning");
        return viewer(workspaceId).apply(curation.pin(caller.get(), workspaceId, id, true));
    }

    @POST
    @Path("{id}/unpin")
    @Operation(summary = "Set the entry's user utility back to neutral")
    public EntryView unpin(@PathParam("ws") String workspaceId, @PathParam("id") String id) {
        access.require(caller.get(), workspaceId, Role.STEWARD, "Unpinning");
        return viewer(workspaceId).apply(curation.pin(caller.get(), workspaceId, id, false));
    }

    /**
     * The human act of approval. Remember cannot make an instruction active: bearer tokens do not tell a person from
     * an agent holding the person's token, and Remember is what agents call (MCP, agent tools, workflow nodes). This
     * action is not a node or a tool; stewards take it in the memory timeline.
     */
    @POST
    @Path("{id}/approve")
    @Operation(summary = "Approve a proposed task, tool or output instruction of the review queue: it becomes active")
    public EntryView approve(@PathParam("ws") String workspaceId, @PathParam("id") String id) {
        access.require(caller.get(), workspaceId, Role.STEWARD, "Approving");
        return viewer(workspaceId).apply(approving.approve(caller.get(), workspaceId, id));
    }

    @POST
    @Path("{id}/reject")
    @Operation(summary = "Reject a proposed instruction of the review queue: it is erased, a tombstone says why")
    public Forgotten reject(
            @PathParam("ws") String workspaceId,
            @PathParam("id") String id,
            @QueryParam("reason") @DefaultValue("rejected by a steward") @Size(max = 500, message = REASON)
                    String reason) {
        access.require(caller.get(), workspaceId, Role.STEWARD, "Rejecting");
        return new Forgotten(approving.reject(caller.get(), workspaceId, id, reason));
    }

    @DELETE
    @Path("{id}")
    @Operation(summary = "Forget one entry")
    public Forgotten delete(
            @PathParam("ws") String workspaceId,
            @PathParam("id") String id,
            @QueryParam("reason") @DefaultValue("deleted by a user") @Size(max = 500, message = REASON) String reason) {
        access.require(caller.get(), workspaceId, Role.STEWARD, "Forgetting");
        return new Forgotten(curation.delete(caller.get(), workspaceId, id, reason));
    }

    private Function<MemoryEntry, EntryView> viewer(String workspaceId) {
        return scores.entryViews(caller.get().tenant(), workspaceId);
    }
}
