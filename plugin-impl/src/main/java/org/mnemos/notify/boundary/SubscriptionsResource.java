package org.mnemos.notify.boundary;

import jakarta.inject.Inject;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
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
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.notify.control.Subscribing;
import org.mnemos.notify.control.Subscriptions;
import org.mnemos.notify.entity.Subscription;
import org.mnemos.platform.PublicUrl;
import org.mnemos.security.control.Caller;
import org.mnemos.security.control.CurrentCaller;

/**
 * A dashboard's mail subscriptions. Any member subscribes their own address and sees only their own
 * subscriptions; stewards and owners subscribe lists of addresses and see and remove every subscription.
 */
@Path("workspaces/{ws}/artifacts/{id}/subscriptions")
@Tag(name = "Subscriptions and alerts")
@Produces(MediaType.APPLICATION_JSON)
public class SubscriptionsResource {

    @Inject
    CurrentCaller caller;

    @Inject
    Subscribing subscribing;

    @Inject
    Subscriptions store;

    @Inject
    PublicUrl publicUrl;

    @GET
    @Operation(summary = "The dashboard's subscriptions you may see (all of them for a steward or owner)")
    public List<SubscriptionView> list(@PathParam("ws") String ws, @PathParam("id") String id) {
        return subscribing.list(caller.get(), ws, id).stream().map(this::view).toList();
    }

    @GET
    @Path("{subscriptionId}")
    @Operation(summary = "One subscription, with its delivery status")
    public SubscriptionView get(
            @PathParam("ws") String ws, @PathParam("id") String id, @PathParam("subscriptionId") String sid) {
        return view(subscribing.get(caller.get(), ws, id, sid));
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Subscribe to the published dashboard by mail, on a cron or after every refresh")
    @APIResponse(
            responseCode = "201",
            description = "The subscription",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "SubscriptionView")))
    public Response create(
            @PathParam("ws") String ws,
            @PathParam("id") String id,
            @Valid @NotNull(message = "send {recipients, cron and zone or afterRefresh}") SubscriptionForm body,
            @Context HttpServletRequest http) {
        Caller who = caller.get();
        Subscription created = subscribing.subscribe(
                who,
                ws,
                id,
                body.recipients(),
                body.timing(),
                body.filters(),
                publicUrl.origin(http) + http.getContextPath());
        return Response.status(201).entity(view(created)).build();
    }

    @DELETE
    @Path("{subscriptionId}")
    @Operation(summary = "Remove a subscription (yours, or any for a steward or owner)")
    @APIResponse(responseCode = "204", description = "Removed")
    public Response delete(
            @PathParam("ws") String ws, @PathParam("id") String id, @PathParam("subscriptionId") String sid) {
        subscribing.delete(caller.get(), ws, id, sid);
        return Response.noContent().build();
    }

    private SubscriptionView view(Subscription subscription) {
        return SubscriptionView.of(subscription, store.recipients(subscription.id()));
    }
}
