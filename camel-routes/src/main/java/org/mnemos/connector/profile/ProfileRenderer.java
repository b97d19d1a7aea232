package org.mnemos.connector.profile;

import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.SemanticType;

/**
 * Renders a profile as compact plain text for an LLM prompt, within a token budget
 * (600 by default: tables up to ~30 columns fit with their value catalogs). Wider tables
 * degrade step by step: samples go first, then value catalogs shrink, then the evidence of semantic
 * types, then spread statistics and long names are cut; semantic types, aggregate rows and date pairs stay. A table too wide even for the leanest form gets that form, over budget.
 */
public class ProfileRenderer {

    public static final int DEFAULT_TOKEN_BUDGET = 600;
    private static final Set<SemanticType> SELF_EXPLAINING =
            Set.of(SemanticType.DATE, SemanticType.DATETIME, SemanticType.CATEGORY, SemanticType.TEXT);

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

    /** What the semantic types on the page allow, in the vocabulary's own words, once each. */
    private static void meanings(StringBuilder text, DataProfile profile) {
        String meanings = profile.columns().stream()
                .map(ColumnProfile::semantic)
                .filter(type -> type != null && !SELF_EXPLAINING.contains(type))
                .distinct()
                .map(type -> type.json() + ": " + type.meaning())
                .collect(Collectors.joining("; "));
        if (!meanings.isEmpty()) {
            text.append("Semantic types: ").append(meanings).append('\n');
        }
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
        if (detail.evidence()) {
            meanings(text, profile);
        }
        if (!profile.datePairs().isEmpty()) {
            text.append("Durations (end − start): ")
                    .append(profile.datePairs().stream()
                            .map(pair -> RenderDetail.cut(pair.start(), detail.nameLength()) + " → "
                                    + RenderDetail.cut(pair.end(), detail.nameLength())
                                    + String.format(Locale.ROOT, " (ordered in %.0f%%)", 100 * pair.ordered()))
                            .collect(Collectors.joining(", ")))
                    .append('\n');
        }
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
