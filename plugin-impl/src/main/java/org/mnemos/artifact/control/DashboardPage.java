package org.mnemos.artifact.control;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import org.jsoup.nodes.DataNode;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.mnemos.dashboard.entity.DashboardSpec;

/**
 * The page of a spec: the spec and its datasets as two JSON blocks and the static dashboard runtime
 * ({@value #RUNTIME}), which draws the cards, charts and tables from the numbers the server computed.
 * Nothing of the page is code generated from the spec; text reaches the DOM only as text.
 */
final class DashboardPage {

    static final String RUNTIME = PagePolicy.VENDOR_PATH + "mnemos/dashboard-runtime.js";
    static final String SPEC_BLOCK = "mnemos-spec";

    private static final String STYLE = style();

    private DashboardPage() {}

    static String html(DashboardSpec spec, String canonicalSpec, SpecPageData data, String nonce, URI origin) {
        Document page = Document.createShell("");
        page.title(spec.title());
        page.head().appendElement("style").appendChild(new DataNode(STYLE));
        Element body = page.body();
        body.appendElement("script")
                .id(SPEC_BLOCK)
                .attr("type", "application/json")
                .appendChild(new DataNode(PageData.scriptSafe(canonicalSpec)));
        PageShape.shaped(page, data, nonce, origin);
        body.appendElement("script").attr("src", RUNTIME).attr("nonce", nonce);
        return page.outerHtml();
    }

    private static String style() {
        try (InputStream css = DashboardPage.class.getResourceAsStream("/META-INF/mnemos/artifacts/dashboard.css")) {
            return new String(css.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
