package org.mnemos.integration.control;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mnemos.api.node.NodeDescriptor;
import org.mnemos.mcp.control.NodeTools;

/**
 * The {@code Mnemos Chat Memory} sub-node for the Memory connector of n8n's AI Agent, offered when Remember,
 * Recall and Forget are available: it remembers each turn through Remember and reads the session's turns and
 * Recall's durable memories back (the runtime is {@code MnemosChat.js}). Its description is written here, beside
 * the tools it calls; its workspace field and icon are Remember's and Recall's.
 */
record N8nChatMemory(Map<String, Object> spec, Map<String, Object> codex, String icon) {

    static final String CLASS = "MnemosChatMemory";
    static final String TYPE = "mnemosChatMemory";
    private static final String DISPLAY_NAME = "Mnemos Chat Memory";

    static Optional<N8nChatMemory> of(List<NodeDescriptor> nodes, String documentation) {
        Optional<NodeDescriptor> remember = node(nodes, "mnemos.remember");
        Optional<NodeDescriptor> recall = node(nodes, "mnemos.recall");
        Optional<NodeDescriptor> forget = node(nodes, "mnemos.forget");
        if (remember.isEmpty() || recall.isEmpty() || forget.isEmpty()) {
            return Optional.empty();
        }
        Map<String, Object> spec = new LinkedHashMap<>();
        spec.put("remember", tool(remember.get()));
        spec.put("recall", tool(recall.get()));
        spec.put("forget", tool(forget.get()));
        spec.put("description", description(remember.get(), documentation));
        Map<String, Object> codex = new LinkedHashMap<>();
        codex.put("node", N8nNode.PACKAGE + "." + TYPE);
        codex.put("nodeVersion", "1.0");
        codex.put("codexVersion", "1.0");
        // n8n's own memory nodes' place: the AI panel's Memory list, and every Memory connector's picker
        codex.put("categories", List.of("AI"));
        codex.put("subcategories", Map.of("AI", List.of("Memory"), "Memory", List.of("Other memories")));
        codex.put("alias", List.of("mnemos", "memory", "chat", "history", "conversation", "recall", "agent"));
        codex.put("resources", N8nNode.resources(documentation));
        return Optional.of(new N8nChatMemory(spec, codex, recall.get().icon()));
    }

    Map<String, String> files(String stub) {
        return N8nNode.files(CLASS, TYPE, stub, codex, icon);
    }

    static String path() {
        return "dist/nodes/" + CLASS + "/" + CLASS + ".node.js";
    }

    private static Optional<NodeDescriptor> node(List<NodeDescriptor> nodes, String id) {
        return nodes.stream().filter(node -> node.id().equals(id)).findFirst();
    }

    private static Map<String, Object> tool(NodeDescriptor descriptor) {
        return Map.of(
                "tool",
                NodeTools.toolName(descriptor),
                "timeout",
                descriptor.timeout().toMillis());
    }

    private static Map<String, Object> description(NodeDescriptor remember, String documentation) {
        Map<String, Object> description = new LinkedHashMap<>();
        description.put("displayName", DISPLAY_NAME);
        description.put("name", TYPE);
        description.put("icon", Map.of("light", "file:" + TYPE + ".svg", "dark", "file:" + TYPE + ".dark.svg"));
        description.put("group", List.of("transform"));
        description.put("version", 1);
        description.put(
                "description",
                "Keeps the AI Agent's conversation in Mnemos: every turn remembered (screened, quarantined when"
                        + " needed), the latest turns and the durable memories relevant to the message read back");
        description.put("defaults", Map.of("name", DISPLAY_NAME));
        description.put(
                "subtitle",
                "={{ $parameter[\"sessionIdType\"] === \"fromInput\" ? \"session of the chat\""
                        + " : \"session \" + $parameter[\"sessionKey\"] }}");
        description.put("documentationUrl", documentation);
        description.put("inputs", List.of());
        description.put("outputs", List.of("ai_memory"));
        description.put("outputNames", List.of("Memory"));
        description.put("credentials", List.of(Map.of("name", N8nNode.CREDENTIAL, "required", true)));
        description.put("properties", N8nChatMemoryFields.of(N8nParameters.workspace(remember)));
        return description;
    }
}
