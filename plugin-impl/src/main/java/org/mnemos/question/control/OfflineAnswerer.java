package org.mnemos.question.control;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.mnemos.dashboard.entity.KpiCard;
import org.mnemos.memory.control.ComposedPrompt;
import org.mnemos.question.entity.Answer;
import org.mnemos.question.entity.Citation;

/** The answer without a language model: says so, then lists the matched values and memories, one a line. */
public class OfflineAnswerer implements Answerer {

    static final String NO_MODEL = "No language model is configured (mnemos.questions.llm.*), so this answer lists"
            + " what on the dashboard matches your question";

    @Override
    public Answer answer(DashboardFacts facts, List<Citation> cited, ComposedPrompt prompt) {
        return new Answer(text(facts, cited, NO_MODEL), Answer.OFFLINE, null, cited, null);
    }

    /** The deterministic answer, after {@code opening}. */
    static String text(DashboardFacts facts, List<Citation> cited, String opening) {
        StringBuilder text = new StringBuilder(opening)
                .append(" '")
                .append(facts.name())
                .append('\'')
                .append(facts.ownData() == null ? "" : " over your data '" + facts.ownData() + "'")
                .append(':');
        if (cited.isEmpty()) {
            return text.append(" nothing does. ").append(offer(facts)).toString();
        }
        cited.forEach(c -> text.append("\n- ").append(line(c)));
        return text.toString();
    }

    private static String line(Citation c) {
        return switch (c.type()) {
            case Citation.KPI -> c.title() + ": " + (c.value() == null ? "no value" : c.value());
            case Citation.MEMORY -> "From memory: " + c.value();
            case Citation.PROFILE -> "Column " + c.title() + " " + c.value();
            default -> c.title() + ": " + points(c.value());
        };
    }

    @SuppressWarnings("unchecked")
    private static String points(Object value) {
        return ((List<Map<String, Object>>) value)
                .stream()
                        .map(point -> point.entrySet().stream()
                                .map(e -> e.getKey() + " " + e.getValue())
                                .collect(Collectors.joining(", ")))
                        .collect(Collectors.joining("; "));
    }

    private static String offer(DashboardFacts facts) {
        if (facts.spec() == null) {
            return "Ask about its columns: "
                    + facts.profile().columns().stream().map(c -> c.name()).collect(Collectors.joining(", ")) + ".";
        }
        return "Its KPIs are "
                + facts.spec().kpis().stream().map(KpiCard::title).collect(Collectors.joining(", ")) + ".";
    }
}
