package org.mnemos.artifact.control;

import java.net.URI;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.jsoup.nodes.DataNode;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.DocumentType;
import org.jsoup.nodes.Element;

/**
 * What every served page has, whatever drew it: its policy as the first element of the head, the vendored
 * chart library before any script of the page, the data in the one injection block of
 * {@link ContentCheck#SERVED}, and the response's nonce on every script.
 */
final class PageShape {

    /** The chart library, in load order: Vega, Vega-Lite (compiles in the page), the CSP-safe interpreter. */
    static final List<String> LIBRARY = List.of(
            PagePolicy.VENDOR_PATH + "vega/vega.min.js",
            PagePolicy.VENDOR_PATH + "vega-lite/vega-lite.min.js",
            PagePolicy.VENDOR_PATH + "vega-interpreter/vega-interpreter.js");

    private PageShape() {}

    static Document shaped(Document page, PageContent data, String nonce, URI origin) {
        page.outputSettings().prettyPrint(false);
        Element head = page.head();
        Set<String> loaded =
                page.select("script[src]").stream().map(s -> s.attr("src")).collect(Collectors.toSet());
        for (int i = LIBRARY.size() - 1; i >= 0; i--) {
            if (!loaded.contains(LIBRARY.get(i))) {
                head.prependElement("script").attr("src", LIBRARY.get(i));
            }
        }
        head.prependElement("meta")
                .attr("http-equiv", "Content-Security-Policy")
                .attr("content", PagePolicy.meta(nonce, origin));
        head.prependElement("meta").attr("charset", "utf-8");
        if (page.documentType() == null) {
            page.prependChild(new DocumentType("html", "", ""));
        }
        dataBlock(page).appendChild(new DataNode(data.blockText()));
        page.select("script").forEach(script -> script.attr("nonce", nonce));
        return page;
    }

    /** The program's own (empty) injection block, or a new one at the end of the head. */
    private static Element dataBlock(Document page) {
        String id = ContentCheck.SERVED.point().name();
        Element block = page.getElementById(id);
        if (block == null || !block.normalName().equals("script")) {
            block = page.head()
                    .appendElement("script")
                    .attr("type", "application/json")
                    .id(id);
        }
        return block.attr("type", "application/json").empty();
    }
}
