package org.mnemos.sharing.control;

import java.util.List;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.mnemos.artifact.control.RenderedPage;

/**
 * The page a share link opens: nothing but the rendered dashboard in an {@code <iframe sandbox="allow-scripts"
 * srcdoc>}, as the viewer shows it. Its policy is the rendered page's with two more directives:
 * {@code frame-src 'none'}, so the dashboard cannot navigate its frame elsewhere (with the data in the address),
 * and {@code frame-ancestors}: the sites the link allows to embed it, or any site.
 */
final class SharedFrame {

    private static final String STYLE =
            "html,body{margin:0;height:100%}iframe{display:block;width:100%;height:100%;border:0}";

    private SharedFrame() {}

    static SharedPage around(RenderedPage page, String name, List<String> embedOrigins) {
        Document frame = Document.createShell("");
        frame.title(name);
        frame.selectFirst("html").attr("lang", "en");
        frame.head().appendElement("meta").attr("charset", "utf-8");
        frame.head()
                .appendElement("meta")
                .attr("name", "viewport")
                .attr("content", "width=device-width, initial-scale=1");
        frame.head().appendElement("style").text(STYLE);
        Element dashboard = frame.body().appendElement("iframe");
        dashboard
                .attr("sandbox", "allow-scripts")
                .attr("title", "Dashboard: " + name)
                .attr("srcdoc", page.html());
        return new SharedPage("<!doctype html>\n" + frame.outerHtml(), policy(page.policy(), embedOrigins));
    }

    static String policy(String pagePolicy, List<String> embedOrigins) {
        String ancestors = embedOrigins.isEmpty() ? "*" : String.join(" ", embedOrigins);
        return pagePolicy + "; frame-src 'none'; frame-ancestors " + ancestors;
    }
}
