package org.mnemos.memory.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.mnemos.memory.entity.Category;
import org.mnemos.memory.entity.MemoryEntry;

/**
 * The composed context of a workspace (seed 000): system = base prompt ⊕ task ⊕ tools ⊕ output sections,
 * user = data ⊕ query. Built from active durable memory only: never transcripts, scratch or tool logs.
 * Recall composes with the configured base prompt and the workspace's data schemas; Generate Artifact
 * brings its own base prompt (the data-injection contract) and the profile of one data source.
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

    /** Recall's composition: the workspace's data schemas and the question in the user message. */
    public Map<String, String> compose(String workspaceId, String query) {
        List<String> dataSchemas = store.activeDurable(workspaceId, List.of(Category.DATA_SCHEMA)).stream()
                .map(MemoryEntry::content)
                .toList();
        List<PromptSection> user = new ArrayList<>();
        section(Category.DATA_SCHEMA, dataSchemas).ifPresent(user::add);
        user.add(new PromptSection("## Question", query));
        return compose(workspaceId, basePrompt, user).asMap();
    }

    /**
     * The workspace's steering memory after {@code base} as the system message; {@code user} as given. Only entries a
     * steward approved steer: not a proposal of the review queue, nor a consolidated statement nobody approved.
     */
    public ComposedPrompt compose(String workspaceId, String base, List<PromptSection> user) {
        Map<Category, List<String>> steering = new EnumMap<>(Category.class);
        store.activeDurable(workspaceId, SYSTEM_SECTIONS).stream()
                .filter(e -> e.provenance().approvedBy() != null)
                .forEach(e -> steering.computeIfAbsent(e.category(), c -> new ArrayList<>())
                        .add(e.content()));
        return compose(base, steering, user);
    }

    /** The composition itself: base ⊕ task ⊕ tools ⊕ output sections (those with entries), then the user's. */
    public static ComposedPrompt compose(String base, Map<Category, List<String>> steering, List<PromptSection> user) {
        List<String> system = new ArrayList<>(List.of(base.strip()));
        SYSTEM_SECTIONS.forEach(category -> section(category, steering.getOrDefault(category, List.of()))
                .map(PromptSection::text)
                .ifPresent(system::add));
        return new ComposedPrompt(
                String.join("\n\n", system),
                String.join("\n\n", user.stream().map(PromptSection::text).toList()));
    }

    /** One bullet per entry; an entry's further lines are indented under its bullet, so it stays one item. */
    private static Optional<PromptSection> section(Category category, List<String> contents) {
        List<String> lines = contents.stream()
                .map(c -> "- " + c.strip().replaceAll("\\R", "\n  "))
                .toList();
        return lines.isEmpty()
                ? Optional.empty()
                : Optional.of(new PromptSection(HEADERS.get(category), String.join("\n", lines)));
    }
}
