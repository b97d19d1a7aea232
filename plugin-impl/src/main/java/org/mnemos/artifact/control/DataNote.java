package org.mnemos.artifact.control;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;

/** The line at the top of a page drawn over a member's own data, so they never take it for the shared numbers. */
final class DataNote {

    static final String ID = "mnemos-data-note";

    private DataNote() {}

    static String noted(String html, String sourceName) {
        Document page = Jsoup.parse(html);
        page.outputSettings().prettyPrint(false);
        page.body().prependElement("p").id(ID).text("Your data: " + sourceName);
        return page.outerHtml();
    }
}
