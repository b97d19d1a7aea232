package org.mnemos.artifact.control;

import com.github.difflib.DiffUtils;
import com.github.difflib.UnifiedDiffUtils;
import com.github.difflib.patch.Patch;
import com.github.difflib.text.DiffRowGenerator;
import java.util.List;
import java.util.function.Function;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.dashboard.control.SpecJson;

/**
 * The difference between two states of an artifact, line by line: once as a unified diff (for people
 * and tools that read patches) and once as side-by-side rows (for the viewer). Specs are stored in their
 * canonical {@link SpecJson} text, so a diff of two specs shows what changed and nothing else.
 */
@Schema(description = "Differences between two states of an artifact")
public record VersionDiff(
        @Schema(example = "1") String from,
        @Schema(example = "2") String to,

        @Schema(
                description = "Unified diff with 3 lines of context; empty when equal",
                example = "--- v1\n+++ v2\n@@ -3,1 +3,1 @@\n-  \"title\": \"Sales\"\n+  \"title\": \"Weekly sales\"\n")
        String unified,

        List<Row> rows) {

    private static final int CONTEXT = 3;
    // The identity normaliser: the default one escapes HTML, and these rows are JSON text for a widget.
    private static final DiffRowGenerator SIDE_BY_SIDE = DiffRowGenerator.create()
            .showInlineDiffs(false)
            .lineNormalizer(Function.identity())
            .build();

    @Schema(description = "One row of the side-by-side view; left or right is empty for an inserted or deleted line")
    public record Row(
            @Schema(example = "  \"title\": \"Sales\"") String left,

            @Schema(example = "  \"title\": \"Weekly sales\"")
            String right,

            @Schema(
                    enumeration = {"EQUAL", "INSERT", "DELETE", "CHANGE"},
                    example = "CHANGE")
            String tag) {}

    public VersionDiff {
        rows = List.copyOf(rows);
    }

    /** The diff from {@code fromText} (labelled {@code from}) to {@code toText}. */
    public static VersionDiff between(String from, String fromText, String to, String toText) {
        List<String> left = lines(fromText);
        List<String> right = lines(toText);
        Patch<String> patch = DiffUtils.diff(left, right);
        List<String> unified = patch.getDeltas().isEmpty()
                ? List.of()
                : UnifiedDiffUtils.generateUnifiedDiff(label(from), label(to), left, patch, CONTEXT);
        List<Row> rows = SIDE_BY_SIDE.generateDiffRows(left, patch).stream()
                .map(r -> new Row(r.getOldLine(), r.getNewLine(), r.getTag().name()))
                .toList();
        return new VersionDiff(from, to, unified.isEmpty() ? "" : String.join("\n", unified) + "\n", rows);
    }

    private static List<String> lines(String text) {
        return text.lines().toList();
    }

    private static String label(String state) {
        return "draft".equals(state) ? state : "v" + state;
    }
}
