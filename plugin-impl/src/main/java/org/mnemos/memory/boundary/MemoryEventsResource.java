package org.mnemos.memory.boundary;

import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.sse.Sse;
import jakarta.ws.rs.sse.SseEventSink;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.memory.control.MemoryEvents;
import org.mnemos.security.control.CurrentCaller;
import org.mnemos.workspace.control.WorkspaceAccess;

/**
 * {@code GET /api/workspaces/{ws}/memories/events}: server-sent events for the timeline. Like every
 * other call it needs the {@code Authorization} header, so browsers read it with {@code fetch}
 * streaming rather than {@code EventSource} (which cannot send headers): the token never goes into a URL.
 */
@Path("workspaces/{ws}/memories/events")
@Tag(name = "Memories")
public class MemoryEventsResource {

    @Inject
    CurrentCaller caller;

    @Inject
    WorkspaceAccess access;

    @Inject
    MemoryEvents events;

    @GET
    @Produces(MediaType.SERVER_SENT_EVENTS)
    @APIResponse(
            responseCode = "200",
            description = "A text/event-stream that stays open",
            content =
                    @Content(
                            mediaType = MediaType.SERVER_SENT_EVENTS,
                            schema =
                                    @Schema(
                                            type = SchemaType.STRING,
                                            example =
                                                    "event: memory-changed\ndata: {\"upserted\": [\"5f0c1d2e-…\"], \"erased\": []}\n\n")))
    @Operation(
            summary =
                    "Live feed: a 'ready' event, then 'memory-changed' {upserted: [ids], erased: [ids]} after each change")
    public void subscribe(@PathParam("ws") String workspaceId, @Context SseEventSink sink, @Context Sse sse) {
        access.require(caller.get(), workspaceId);
        events.subscribe(workspaceId, sink, sse);
    }
}
