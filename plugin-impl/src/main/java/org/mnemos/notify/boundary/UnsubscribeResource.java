package org.mnemos.notify.boundary;

import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.extensions.Extension;
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
    @Produces(MediaType.TEXT_HTML)
    @Operation(summary = "The unsubscribe page: a button that unsubscribes this address (no sign-in)")
    public String page(@PathParam("token") String token) {
        known(token);
        return "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Unsubscribe</title></head>"
                + "<body><form method=\"post\"><p>Stop mailing this dashboard to your address?</p>"
                + "<button type=\"submit\">Unsubscribe</button></form></body></html>";
    }

    @Public
    @Extension(name = RestDocument.PUBLIC, value = "true")
    @POST
    @Produces(MediaType.TEXT_HTML)
    @Operation(summary = "Unsubscribe the address this link was mailed to (no sign-in)")
    public String unsubscribe(@PathParam("token") String token) {
        if (!store.unsubscribe(UnsubscribeTokens.hash(token))) {
            throw unknown();
        }
        return "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Unsubscribed</title></head>"
                + "<body><p>You are unsubscribed: this dashboard is no longer mailed to you.</p></body></html>";
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
