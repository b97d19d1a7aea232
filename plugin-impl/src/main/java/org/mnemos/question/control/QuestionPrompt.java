package org.mnemos.question.control;

import java.util.Map;
import org.mnemos.dashboard.control.SpecJson;
import org.mnemos.generation.control.ProfileSummary;
import org.mnemos.memory.control.ComposedPrompt;

/**
 * The prompt of a question: Recall's composition of the workspace (base prompt and steering memory as the
 * system message, its data schemas and the question as the user message) with the dashboard before it — the
 * spec or the program's summary, the profile summary and the datasets. Never a row of the data.
 */
final class QuestionPrompt {

    static final String INSTRUCTIONS = "## Answering questions about a dashboard\n"
            + "Answer the question about the dashboard below from its datasets, its data profile and the workspace"
            + " memory only. Quote numbers exactly as the datasets give them and name the KPI, chart or table they"
            + " come from. If the datasets do not hold the answer, say so; never guess values.";

    private QuestionPrompt() {}

    /** @param recall Recall's composition for the question: {@code system} and {@code user} */
    static ComposedPrompt of(Map<String, String> recall, DashboardFacts facts) {
        StringBuilder user = new StringBuilder("## Dashboard\n").append(facts.name());
        if (facts.ownData() != null) {
            user.append(" (over the asker's own data source '")
                    .append(facts.ownData())
                    .append("')");
        }
        user.append('\n')
                .append(facts.spec() != null ? SpecJson.write(facts.spec()) : facts.program())
                .append("\n\n## Data profile\n")
                .append(ProfileSummary.of(facts.profile()));
        if (facts.datasets() != null) {
            user.append("\n\n## Datasets (what the page shows)\n")
                    .append(facts.datasets().json());
        }
        user.append("\n\n").append(recall.get("user"));
        return new ComposedPrompt(recall.get("system") + "\n\n" + INSTRUCTIONS, user.toString());
    }
}
