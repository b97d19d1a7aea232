package org.mnemos.notify.boundary;

import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.extensions.Extension;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.notify.control.Subscriptions;
import org.mnemos.notify.control.UnsubscribeTokens;
import org.mnemos.platform.ProblemException;
import org.mnemos.platform.RestDocument;
import org.mnemos.security.boundary.Public;

/**
 * The unsubscribe link of every subscription mail, which works without signing in. Opening it (GET) only shows a
 * button, because mail scanners open links; the button, and a mail client's one-click unsubscribe (RFC 8058),
 * POST it. An unknown token is 404 whether it never existed or was used already.
 */
@Path("unsubscribe/{token}")
@Tag(name = "Subscriptions and alerts")
public class UnsubscribeResource {

    @Inject
    Subscriptions store;

    @Public
    @Extension(name = RestDocument.PUBLIC, value = "true")
    @GET
    @Operation(summary = "The unsubscribe page: a button that unsubscribes this address (no sign-in)")
    @APIResponse(
            responseCode = "200",
            description = "The page with the button",
            content = @Content(mediaType = MediaType.TEXT_HTML, schema = @Schema(type = SchemaType.STRING)))
    public Response page(@PathParam("token") String token) {
        known(token);
        return html("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Unsubscribe</title></head>"
                + "<body><form method=\"post\"><p>Stop mailing this dashboard to your address?</p>"
                + "<button type=\"submit\">Unsubscribe</button></form></body></html>");
    }

    @Public
    @Extension(name = RestDocument.PUBLIC, value = "true")
    @POST
    @Operation(summary = "Unsubscribe the address this link was mailed to (no sign-in)")
    @APIResponse(
            responseCode = "200",
            description = "Unsubscribed",
            content = @Content(mediaType = MediaType.TEXT_HTML, schema = @Schema(type = SchemaType.STRING)))
    public Response unsubscribe(@PathParam("token") String token) {
        if (!store.unsubscribe(UnsubscribeTokens.hash(token))) {
            throw unknown();
        }
        return html("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Unsubscribed</title></head>"
                + "<body><p>You are unsubscribed: this dashboard is no longer mailed to you.</p></body></html>");
    }

    /** HTML whatever the caller accepts: the link is opened by browsers and mail clients, not API clients. */
    private static Response html(String page) {
        return Response.ok(page, MediaType.TEXT_HTML_TYPE.withCharset("utf-8")).build();
    }

    private void known(String token) {
        if (!store.knows(UnsubscribeTokens.hash(token))) {
            throw unknown();
        }
    }

    private static ProblemException unknown() {
        return new ProblemException(ErrorCode.UNSUBSCRIBE_LINK_NOT_FOUND, "This unsubscribe link is not known.");
    }
}
