package org.mnemos.integration.control;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.jsoup.nodes.Element;
import org.mnemos.api.node.NodeDescriptor;

/**
 * A node's help in Node-RED's sidebar layout ({@code data-help-name}): the descriptor's {@code description}, each
 * field as a {@code msg.payload} property with its title, description and default, the two outputs with their
 * ports' descriptions, and the descriptor's errors with what to do.
 */
final class NodeRedHelp {

    private NodeRedHelp() {}

    static Element of(NodeRedNode node) {
        NodeDescriptor descriptor = node.descriptor();
        Element help = new Element("div");
        help.appendElement("p").text(descriptor.description());
        help.appendElement("h3").text("Inputs");
        Element inputs = help.appendElement("dl").addClass("message-properties");
        node.fields()
                .forEach(field -> property(
                        inputs,
                        "payload." + String.join(".", field.path()),
                        field.type(),
                        !field.required(),
                        about(field)));
        property(
                inputs,
                "workspace",
                "string",
                true,
                "The workspace to work in, instead of the one the server configuration names.");
        if (node.runIdFromMessage()) {
            property(
                    inputs,
                    "runId",
                    "string",
                    true,
                    "The workflow run (SCRATCH entries belong to it); without it, msg._msgid, which the nodes of "
                            + "one flow run share.");
        }
        help.appendElement("h3").text("Outputs");
        Element ports = help.appendElement("ol").addClass("node-ports");
        port(ports, "Result", "payload", NodeRedNode.port(descriptor, false).description());
        port(
                ports,
                "Error",
                "payload",
                NodeRedNode.port(descriptor, true).description()
                        + ": code, detail and, for invalid input, errors (a pointer and a message per field). "
                        + "msg.statusCode is the HTTP status.");
        help.appendElement("h3").text("Details");
        help.appendElement("p")
                .text("The fields set in the dialog are sent unless msg.payload has a field of the same name; a text "
                        + "msg.payload fills the first field"
                        + (node.primary() == null ? "" : " (" + node.primary() + ")")
                        + ". Other properties of msg.payload are ignored, so a result can be passed on as it is.");
        alternatives(descriptor).ifPresent(text -> help.appendElement("p").text(text));
        help.appendElement("h3").text("Errors");
        Element errors = help.appendElement("dl").addClass("message-properties");
        descriptor.errors().forEach(error -> {
            errors.appendElement("dt").text(error.code().name());
            errors.appendElement("dd").text(error.hint());
        });
        return help;
    }

    private static String about(NodeRedField field) {
        StringBuilder text = new StringBuilder(field.label());
        if (field.description() != null) {
            text.append(": ").append(field.description());
        }
        if (text.charAt(text.length() - 1) != '.') {
            text.append('.');
        }
        if (field.options() != null) {
            text.append(" One of ")
                    .append(field.options().stream().map(String::valueOf).collect(Collectors.joining(", ")))
                    .append('.');
        }
        if (field.defaultValue() != null) {
            text.append(" Default: ").append(field.defaultValue()).append('.');
        }
        return text.toString();
    }

    private static void property(Element list, String name, String type, boolean optional, String text) {
        Element term = list.appendElement("dt").text(name + " ");
        if (optional) {
            term.addClass("optional");
        }
        term.appendElement("span").addClass("property-type").text(type);
        list.appendElement("dd").text(text);
    }

    private static void port(Element ports, String title, String property, String text) {
        Element port = ports.appendElement("li").text(title);
        property(port.appendElement("dl").addClass("message-properties"), property, "object", false, text);
    }

    /** A schema's {@code oneOf} of {@code required} lists: which of the fields to give. */
    private static Optional<String> alternatives(NodeDescriptor descriptor) {
        if (!(descriptor.properties().get("oneOf") instanceof List<?> choices)) {
            return Optional.empty();
        }
        List<String> fields = choices.stream()
                .filter(Map.class::isInstance)
                .map(choice -> String.valueOf(((Map<?, ?>) choice).get("required")))
                .map(required -> required.replaceAll("[\\[\\]]", ""))
                .toList();
        return Optional.of("Give exactly one of: " + String.join(", ", fields) + ".");
    }
}
