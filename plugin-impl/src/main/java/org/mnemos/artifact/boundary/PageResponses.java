package org.mnemos.artifact.boundary;

import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.net.URI;
import org.mnemos.artifact.control.RenderedPage;

/** The answer of a render URL: the page as UTF-8 HTML with its policy and how many rows it was given. */
final class PageResponses {

    static final String HTML = "text/html;charset=UTF-8";
    static final String ROWS = "Mnemos-Rows";

    private PageResponses() {}

    static Response of(RenderedPage page) {
        return Response.ok(page.html(), HTML)
                .header(PagePolicyFilter.HEADER, page.policy())
                .header(ROWS, page.rowsHeader())
                .header("Cache-Control", "no-store")
                .build();
    }

    /** The server's own origin, where the page loads the chart library from. */
    static URI origin(UriInfo uri) {
        return uri.getBaseUri().resolve("/");
    }
}
