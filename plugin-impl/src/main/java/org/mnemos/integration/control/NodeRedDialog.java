package org.mnemos.integration.control;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.jsoup.nodes.Element;

/**
 * A node's edit dialog ({@code data-template-name}): the server and the name, then one section per
 * {@code x-group} in the fields' order, the {@code x-advanced} fields folded away at the end, as the Mnemos
 * widgets' forms do. Node-RED fills and reads each control by its id, {@code node-input-<key>}.
 */
final class NodeRedDialog {

    private static final String ADVANCED = "Advanced";

    private NodeRedDialog() {}

    static Element of(NodeRedNode node) {
        Element form = new Element("div");
        form.appendChild(row("node-input-server", "fa-server", "Server", input("node-input-server")));
        form.appendChild(row(
                "node-input-name", "fa-tag", "Name", input("node-input-name").attr("placeholder", node.label())));
        Map<String, List<NodeRedField>> groups = node.fields().stream()
                .collect(Collectors.groupingBy(
                        field -> field.advanced() ? ADVANCED : field.group(), LinkedHashMap::new, Collectors.toList()));
        List<NodeRedField> advanced = groups.remove(ADVANCED);
        groups.forEach((group, fields) -> {
            form.appendElement("h4").addClass("mnemos-group").text(group);
            fields.forEach(field -> form.appendChild(row(field)));
        });
        if (advanced != null) {
            Element details = form.appendElement("details").addClass("mnemos-advanced");
            details.appendElement("summary").text(ADVANCED);
            advanced.forEach(field -> details.appendChild(row(field)));
        }
        return form;
    }

    private static Element row(NodeRedField field) {
        String id = "node-input-" + field.key();
        Element row = row(id, null, field.label() + (field.required() ? " *" : ""), control(id, field));
        if (field.description() != null) {
            row.appendElement("div").addClass("mnemos-hint").text(field.description());
        }
        return row;
    }

    private static Element row(String id, String icon, String label, Element control) {
        Element row = new Element("div").addClass("form-row");
        Element caption = row.appendElement("label").attr("for", id);
        if (icon != null) {
            caption.appendElement("i").addClass("fa").addClass(icon);
            caption.appendText(" ");
        }
        caption.appendText(label);
        row.appendChild(control);
        return row;
    }

    private static Element control(String id, NodeRedField field) {
        return switch (field.widget()) {
            case text, textarea, datetime, number, json -> typed(id, field);
            case slider -> {
                Element slider = ranged(input(id).attr("type", "range"), field);
                yield new Element("span").appendChild(slider).appendChild(new Element("span").addClass("mnemos-value"));
            }
            case picker -> {
                // The editor fills the list from the workspace (mnemos.html); typing an id works without it.
                Element picked = limited(input(id), field)
                        .attr("list", id + "-choices")
                        .attr("data-mnemos-picker", field.picker());
                yield new Element("span").appendChild(picked).appendChild(new Element("datalist").id(id + "-choices"));
            }
            case checkbox -> input(id).attr("type", "checkbox").attr("style", "width: auto");
            case select -> options(new Element("select").id(id), field, field.defaultValue() == null);
            case multiselect ->
                options(new Element("select").id(id).attr("multiple", true), field, false)
                        .attr("size", String.valueOf(Math.min(field.options().size(), 5)));
        };
    }

    /**
     * A text field the editor makes a TypedInput (mnemos.html): a value typed in, or one read per message from
     * {@code msg}, flow or global context, the environment or a JSONata expression; its type is kept in the hidden
     * field beside it. Text areas and number fields become one too, as in Node-RED's own nodes.
     */
    private static Element typed(String id, NodeRedField field) {
        Element typed = limited(input(id), field).attr("style", "width: 70%");
        if (field.widget() == NodeRedField.Widget.datetime) {
            typed.attr("placeholder", "2026-01-31T09:00:00Z");
        }
        return new Element("span")
                .appendChild(typed)
                .appendChild(new Element("input").attr("type", "hidden").id(id + "Type"));
    }

    private static Element input(String id) {
        return new Element("input").attr("type", "text").id(id);
    }

    private static Element limited(Element control, NodeRedField field) {
        return field.maxLength() == null ? control : control.attr("maxlength", String.valueOf(field.maxLength()));
    }

    private static Element ranged(Element control, NodeRedField field) {
        if (field.minimum() != null) {
            control.attr("min", String.valueOf(field.minimum()));
        }
        if (field.maximum() != null) {
            control.attr("max", String.valueOf(field.maximum()));
        }
        return control.attr("step", field.type().equals("integer") ? "1" : "0.01");
    }

    private static Element options(Element select, NodeRedField field, boolean blank) {
        if (blank) {
            select.appendElement("option").attr("value", "").text("");
        }
        field.options()
                .forEach(option -> select.appendElement("option")
                        .attr("value", String.valueOf(option))
                        .text(String.valueOf(option)));
        return select;
    }
}
