package org.mnemos.integration.control;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Entities;
import org.mnemos.platform.Json;

/**
 * {@code mnemos.html}, what the Node-RED editor loads: the template's registration script given the model (the
 * same {@code nodes.json} the runtime reads, plus the default base URL), and each node's dialog and help.
 */
final class NodeRedEditor {

    private NodeRedEditor() {}

    static String html(List<NodeRedNode> nodes, String api) {
        return IntegrationTemplates.fill(
                IntegrationTemplates.read("node-red/mnemos.html"),
                Map.of(
                        "model", scriptJson(Map.of("api", api, "nodes", nodes)),
                        "api", Entities.escape(api),
                        "nodes", nodes.stream().map(NodeRedEditor::scripts).collect(Collectors.joining("\n"))));
    }

    private static String scripts(NodeRedNode node) {
        return script("data-template-name", node.type(), NodeRedDialog.of(node))
                + "\n"
                + script("data-help-name", node.type(), NodeRedHelp.of(node));
    }

    private static String script(String attribute, String type, Element content) {
        String html = content.html();
        if (html.toLowerCase(Locale.ROOT).contains("</script")) {
            throw new IllegalStateException(type + "'s descriptor text would end the editor's script element");
        }
        return "<script type=\"text/html\" " + attribute + "=\"" + Entities.escape(type) + "\">\n" + html
                + "\n</script>";
    }

    /** JSON inside a script element: {@code <}, {@code >} and {@code &} only occur in strings, escaped there. */
    private static String scriptJson(Object value) {
        return Json.text(value).replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026");
    }
}
