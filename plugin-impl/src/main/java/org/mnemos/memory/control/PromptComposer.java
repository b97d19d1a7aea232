package org.mnemos.memory.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.mnemos.memory.entity.Category;
import org.mnemos.memory.entity.MemoryEntry;

/**
 * The composed context of a workspace: system = base prompt ⊕ task ⊕ tools ⊕ output sections,
 * user = data schemas ⊕ query. Built from active durable memory only: never transcripts,
 * scratch or tool logs.
 */
@ApplicationScoped
public class PromptComposer {

    private static final List<Category> SYSTEM_SECTIONS =
            List.of(Category.TASK_SPEC, Category.TOOL_CONFIG, Category.OUTPUT_CONSTRAINT);
    private static final Map<Category, String> HEADERS = Map.of(
            Category.TASK_SPEC, "## Task",
            Category.TOOL_CONFIG, "## Tools",
            Category.OUTPUT_CONSTRAINT, "## Output",
            Category.DATA_SCHEMA, "## Data");

    @Inject
    @ConfigProperty(name = "mnemos.prompt.base")
    String basePrompt;

    @Inject
    Memories store;

    public Map<String, String> compose(String workspaceId, String query) {
        List<MemoryEntry> entries = store.activeDurable(
                workspaceId,
                List.of(Category.TASK_SPEC, Category.TOOL_CONFIG, Category.OUTPUT_CONSTRAINT, Category.DATA_SCHEMA));
        StringBuilder system = new StringBuilder(basePrompt.strip());
        SYSTEM_SECTIONS.forEach(category -> appendSection(system, category, entries));
        StringBuilder user = new StringBuilder();
        appendSection(user, Category.DATA_SCHEMA, entries);
        user.append(user.isEmpty() ? "" : "\n\n").append("## Question\n").append(query.strip());
        return Map.of("system", system.toString(), "user", user.toString());
    }

    private static void appendSection(StringBuilder prompt, Category category, List<MemoryEntry> entries) {
        List<String> lines = entries.stream()
                .filter(e -> e.category() == category)
                .map(e -> "- " + e.content().strip())
                .toList();
        if (!lines.isEmpty()) {
            prompt.append(prompt.isEmpty() ? "" : "\n\n")
                    .append(HEADERS.get(category))
                    .append('\n')
                    .append(String.join("\n", lines));
        }
    }
}
