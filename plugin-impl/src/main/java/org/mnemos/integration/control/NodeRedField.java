package org.mnemos.integration.control;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * One setting of a Node-RED node: a property of the node's input schema (a nested object's properties each
 * become one, {@code source.type} → {@code source_type}), how the edit dialog shows it and where its value goes in
 * the request body. The runtime and the editor read the same list, so the dialog and the call cannot disagree.
 *
 * @param key the node's property in the flow ({@code content}); a name Node-RED keeps for itself gets
 *     {@code input_} ({@code k} → {@code input_k})
 * @param path where the value sits in the flat tool body: {@code ["source", "type"]}
 * @param type the JSON Schema type the runtime converts the dialog's text to
 * @param options the allowed values of a select or multiselect
 * @param defaultValue the schema's default: shown in the dialog, and not sent (the server applies it)
 * @param picker for a {@code <thing>-picker} widget, the workspace's collection it chooses from:
 *     {@code artifact-picker} → {@code artifacts}, listed by {@code GET /api/workspaces/{ws}/artifacts}
 * @param typed for a field entered as a Node-RED TypedInput, the type of a value typed in ({@code str},
 *     {@code num}, {@code json}); the other types ({@code msg}, {@code flow}, {@code global}, {@code env},
 *     {@code jsonata}) are read per message. Its type is the setting {@code <key>Type}
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record NodeRedField(
        String key,
        List<String> path,
        String label,
        String description,
        String type,
        Widget widget,
        List<Object> options,
        Object defaultValue,
        String group,
        boolean advanced,
        boolean required,
        Number minimum,
        Number maximum,
        Integer maxLength,
        String picker,
        String typed) {

    /**
     * The dialog control; {@code picker} is a text field with the ids of the workspace's objects to choose from,
     * {@code json} a text area holding JSON, for arrays of objects and open objects.
     */
    public enum Widget {
        text("str"),
        textarea("str"),
        datetime("str"),
        number("num"),
        slider(null),
        checkbox(null),
        select(null),
        multiselect(null),
        picker(null),
        json("json");

        private final String literal;

        Widget(String literal) {
            this.literal = literal;
        }

        /** The TypedInput type of a value typed in, or null where the control is a choice, a slider or a picker. */
        String literal() {
            return literal;
        }
    }

    public NodeRedField {
        path = List.copyOf(path);
        options = options == null ? null : List.copyOf(options);
    }
}
