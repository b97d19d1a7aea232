package org.mnemos.connector.profile;

import java.util.stream.Collectors;
import org.mnemos.api.connector.DataProfile;

/**
 * Renders a profile as compact plain text for an LLM prompt, within a token budget
 * (600 by default: tables up to ~30 columns fit with their value catalogs). Wider tables
 * degrade step by step: samples go first, then value catalogs shrink, then spread statistics
 * and long names are cut. A table too wide even for the leanest form gets that form, over budget.
 */
public class ProfileRenderer {

    public static final int DEFAULT_TOKEN_BUDGET = 600;

    private final int tokenBudget;

    public ProfileRenderer() {
        this(DEFAULT_TOKEN_BUDGET);
    }

    public ProfileRenderer(int tokenBudget) {
        this.tokenBudget = tokenBudget;
    }

    /** A rendering and its size in o200k_base tokens. */
    public record Rendering(String text, int tokens) {}

    public Rendering render(DataProfile profile) {
        Rendering rendering = null;
        for (RenderDetail detail : RenderDetail.RICHEST_FIRST) {
            String text = render(profile, detail);
            rendering = new Rendering(text, TokenCounter.count(text));
            if (rendering.tokens() <= tokenBudget) {
                break;
            }
        }
        return rendering;
    }

    private static String render(DataProfile profile, RenderDetail detail) {
        StringBuilder text = new StringBuilder();
        text.append("Table: ")
                .append(profile.rowCount())
                .append(" rows, ")
                .append(profile.columns().size())
                .append(" columns");
        if (profile.malformedRows() > 0) {
            text.append(", ").append(profile.malformedRows()).append(" malformed rows skipped");
        }
        text.append('\n');
        profile.columns()
                .forEach(column ->
                        text.append("- ").append(ColumnLine.of(column, detail)).append('\n'));
        if (detail.samples() && !profile.samples().isEmpty()) {
            text.append("Sample rows:\n");
            profile.samples()
                    .forEach(row -> text.append(row.stream()
                                    .map(value -> RenderDetail.cut(value, detail.cellLength()))
                                    .collect(Collectors.joining(" | ")))
                            .append('\n'));
        }
        return text.toString();
    }
}
