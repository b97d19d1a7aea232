package org.mnemos.memory.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mnemos.memory.entity.Category;

/** The one composition Recall and Generate Artifact share (seed 000): base ⊕ task ⊕ tools ⊕ output, then the user's. */
class PromptComposerTest {

    @Test
    void steeringSectionsFollowTheBaseInTheSeedsOrderAndEmptyOnesAreLeftOut() {
        ComposedPrompt prompt = PromptComposer.compose(
                "  Base prompt.\n",
                Map.of(
                        Category.OUTPUT_CONSTRAINT, List.of("Keep it short "),
                        Category.TASK_SPEC, List.of("gate colours Supply=#3B82F6", "one decimal")),
                List.of(
                        new PromptSection("## Data", "Table: 3 rows\n"),
                        new PromptSection("## Instruction", " weekly ")));

        assertThat(prompt.system())
                .isEqualTo("Base prompt.\n\n## Task\n- gate colours Supply=#3B82F6\n- one decimal\n\n"
                        + "## Output\n- Keep it short");
        assertThat(prompt.user()).isEqualTo("## Data\nTable: 3 rows\n\n## Instruction\nweekly");
        assertThat(prompt.text()).isEqualTo(prompt.system() + "\n\n" + prompt.user());
        assertThat(prompt.asMap()).containsOnlyKeys("system", "user");
    }

    @Test
    void withoutSteeringMemoryTheSystemMessageIsTheBase() {
        ComposedPrompt prompt = PromptComposer.compose(
                "Base.", Map.of(Category.TOOL_CONFIG, List.of()), List.of(new PromptSection("## Question", "q")));

        assertThat(prompt.system()).isEqualTo("Base.");
        assertThat(prompt.user()).isEqualTo("## Question\nq");
    }
}
