package org.mnemos.artifact.boundary;

import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.artifact.entity.Draft;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboard.entity.UnmappedClause;

@Schema(description = "The caller's own draft of an artifact; the ETag is r<revision>")
public record DraftView(
        @Schema(example = "0b6f7c1e-3f7a-4f0e-9d55-2c1f2b0f9a11")
        String artifactId,

        @Schema(example = "ann") String editor,

        @Schema(description = "The version this draft edits; 0 before the first publish", example = "1")
        int baseVersion,

        @Schema(example = "7") long revision,

        @Schema(description = "Whether a person changed what the generator made")
        boolean edited,

        @Schema(description = "How many edits can be undone (at most 10)", example = "2")
        int undoable,

        @Schema(example = "0") int redoable,
        @Schema(example = "2026-12-01T10:12:00Z") String updatedAt,

        @Schema(description = "The spec JSON (canonical text) or the HTML program")
        String content,

        @Schema(
                description = "The generation the content came from (kept through hand edits, undo and redo);"
                        + " null when no generator made it",
                nullable = true)
        GenerationView generation,

        @Schema(
                description = "The phrases of the requests behind a spec draft that the generator could not map to"
                        + " the table, each with its reason (also among the spec's notes); empty for a program")
        List<UnmappedClause> notUnderstood) {

    static DraftView of(Draft d) {
        return new DraftView(
                d.artifactId(),
                d.editor(),
                d.baseVersion(),
                d.revision(),
                d.edited(),
                d.undoStack().size(),
                d.redoStack().size(),
                d.updatedAt().toString(),
                d.content(),
                GenerationView.of(d.generation()),
                DraftSpec.of(d).map(DashboardSpec::notUnderstood).orElse(List.of()));
    }
}
