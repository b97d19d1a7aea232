package org.mnemos.artifact.boundary;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import org.mnemos.artifact.control.RenderedPage;
import org.mnemos.artifact.control.ViewerPage;
import org.mnemos.platform.PublicUrl;

/** The answer of a render URL: the page as UTF-8 HTML with its policy and how many rows it was given. */
final class PageResponses {

    static final String HTML = "text/html;charset=UTF-8";
    static final String ROWS = "Mnemos-Rows";
    static final String PAGE = "self-contained HTML with the data source's current rows in #mnemos-data, "
            + "for an <iframe sandbox=\"allow-scripts\" srcdoc>";
    static final String POLICY = "Content-Security-Policy: sandbox allow-scripts; default-src 'none'; "
            + "connect-src 'none'; script-src with this response's nonce and the vendored library only.";
    static final String ROWS_DOC = "Mnemos-Rows: <rows given>; truncated=<whether the source has more>.";

    static final String DATA = "Mnemos-Data";
    static final String DATA_DOC =
            "Mnemos-Data: shared, or own; source=<id> when the page shows your own binding's data.";
    static final String SHARED = "shared";

    private PageResponses() {}

    static Response of(ViewerPage page) {
        return Response.fromResponse(of(page.page()))
                .header(DATA, page.dataHeader())
                .build();
    }

    static Response of(RenderedPage page) {
        return Response.ok(page.html(), HTML)
                .header(PagePolicyFilter.HEADER, page.policy())
                .header(ROWS, page.rowsHeader())
                .header("Cache-Control", "no-store")
                .build();
    }

    /** The server's own origin, where the page loads the chart library from (never the caller's Host header). */
    static URI origin(PublicUrl publicUrl, HttpServletRequest request) {
        return URI.create(publicUrl.origin(request) + "/");
    }
}
