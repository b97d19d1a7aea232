package org.mnemos.integration.control;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The chat memory's form: the workspace, the session as n8n's own memory nodes take it (the Chat Trigger's
 * {@code sessionId}, or a key), the message Recall searches for, and how much the model reads back.
 */
final class N8nChatMemoryFields {

    private N8nChatMemoryFields() {}

    static List<Map<String, Object>> of(Map<String, Object> workspace) {
        return List.of(
                workspace,
                Map.of(
                        "displayName", "Session ID",
                        "name", "sessionIdType",
                        "type", "options",
                        "options",
                                List.of(
                                        choice(
                                                "Connected Chat Trigger Node",
                                                "fromInput",
                                                "The 'sessionId' field a Chat Trigger sends"),
                                        choice("Define Below", "customKey", "An expression or a fixed key")),
                        "default", "fromInput"),
                shown(
                        "customKey",
                        field("Key", "sessionKey", "string", "", "The conversation's id, the same for all its turns")),
                field(
                        "Recall For",
                        "query",
                        "string",
                        "={{ $json.chatInput }}",
                        "The message Recall finds durable memories for (the Chat Trigger's message by default);"
                                + " empty: none"),
                field(
                        "Context Window Length",
                        "contextWindowLength",
                        "number",
                        5,
                        "How many past interactions (a message and its answer) the model receives"),
                field(
                        "Token Budget",
                        "tokenBudget",
                        "number",
                        1000,
                        "At most this many tokens (about four characters each) of turns, then memories"),
                field("Maximum Memories", "maxMemories", "number", 5, "How many durable memories Recall may add"));
    }

    private static Map<String, Object> choice(String name, String value, String description) {
        return Map.of("name", name, "value", value, "description", description);
    }

    /** A field of the form, its keys sorted so the generated file is the same on every download. */
    private static Map<String, Object> field(
            String displayName, String name, String type, Object value, String description) {
        Map<String, Object> field = new TreeMap<>(Map.of(
                "displayName", displayName, "name", name, "type", type, "default", value, "description", description));
        if (value instanceof Integer) {
            field.put("typeOptions", Map.of("minValue", 1, "numberPrecision", 0));
        }
        return field;
    }

    private static Map<String, Object> shown(String sessionIdType, Map<String, Object> field) {
        field.put("displayOptions", Map.of("show", Map.of("sessionIdType", List.of(sessionIdType))));
        return field;
    }
}
