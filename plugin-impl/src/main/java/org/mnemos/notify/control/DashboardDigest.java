package org.mnemos.notify.control;

import java.util.List;
import java.util.Map;
import org.jsoup.nodes.Entities;

/**
 * The mail a subscription sends: the dashboard's name, when its data was refreshed, its KPIs as the cards write
 * them, the charts as inline images and the whole dashboard as a PDF attachment (when the server renders them),
 * a link to open it, and the recipient's own unsubscribe link — in HTML and in plain text.
 *
 * @param figures KPI title → value as written; empty for a program dashboard (no KPIs known to the server)
 * @param asOf the data's freshness in words, e.g. "refreshed 2026-12-07 07:00 UTC, 10,324 rows"
 */
public record DashboardDigest(
        String dashboard,
        String asOf,
        Map<String, String> figures,
        List<OutgoingMail.Part> charts,
        List<OutgoingMail.Part> attachments,
        String dashboardUrl) {

    public OutgoingMail to(String address, String unsubscribeUrl) {
        return new OutgoingMail(
                address,
                dashboard + " — " + asOf,
                html(unsubscribeUrl),
                text(unsubscribeUrl),
                charts,
                attachments,
                unsubscribeUrl);
    }

    private String html(String unsubscribeUrl) {
        StringBuilder html = new StringBuilder(
                        "<!DOCTYPE html><html lang=\"en\"><body style=\"font-family:sans-serif\">")
                .append("<h1>")
                .append(escape(dashboard))
                .append("</h1>")
                .append("<p>")
                .append(escape(asOf))
                .append("</p>");
        if (!figures.isEmpty()) {
            html.append("<table role=\"presentation\" cellpadding=\"8\">");
            figures.forEach((title, value) -> html.append("<tr><th scope=\"row\" align=\"left\">")
                    .append(escape(title))
                    .append("</th><td style=\"font-size:1.4em\">")
                    .append(escape(value))
                    .append("</td></tr>"));
            html.append("</table>");
        }
        charts.forEach(chart -> html.append("<p><img src=\"cid:")
                .append(escape(chart.name()))
                .append("\" alt=\"Chart ")
                .append(escape(chart.name()))
                .append("\" style=\"max-width:100%\"></p>"));
        return html.append("<p><a href=\"")
                .append(escape(dashboardUrl))
                .append("\">Open the dashboard</a></p>")
                .append("<p style=\"font-size:0.8em\"><a href=\"")
                .append(escape(unsubscribeUrl))
                .append("\">Unsubscribe</a> from these mails.</p></body></html>")
                .toString();
    }

    private String text(String unsubscribeUrl) {
        StringBuilder text =
                new StringBuilder(dashboard).append("\n").append(asOf).append("\n\n");
        figures.forEach(
                (title, value) -> text.append(title).append(": ").append(value).append("\n"));
        return text.append("\nOpen the dashboard: ")
                .append(dashboardUrl)
                .append("\nUnsubscribe: ")
                .append(unsubscribeUrl)
                .append("\n")
                .toString();
    }

    private static String escape(String text) {
        return Entities.escape(text);
    }
}
