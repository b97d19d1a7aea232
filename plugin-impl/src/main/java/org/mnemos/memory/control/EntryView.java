package org.mnemos.memory.control;

import java.time.Instant;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.memory.control.DecayScorer.Indicator;
import org.mnemos.memory.entity.Category;
import org.mnemos.memory.entity.Kind;
import org.mnemos.memory.entity.MemoryEntry;
import org.mnemos.memory.entity.Status;

/** A remembered entry with its provenance and its current decay score, for the memory API and the timeline. */
@Schema(name = "MemoryEntry")
public record EntryView(
        @Schema(example = "5f0c1d2e-8a4b-4c3d-9e1f-2a3b4c5d6e7f")
        String id,

        String workspace,

        @Schema(description = "The workflow run a SCRATCH entry belongs to")
        String runId,

        @Schema(example = "alice") String author,
        Kind kind,
        Category category,
        @Schema(example = "report.currency") String subject,
        @Schema(example = "Weekly sales reports use euros") String content,
        Status status,

        @Schema(description = "The id of the entry that replaced this one")
        String supersededBy,

        double utility,
        int recallCount,
        int reinforceCount,
        Instant expiresAt,
        Instant reviewAt,
        ProvenanceView provenance,

        @Schema(description = "S as the next decay run would compute it now, 0…1", example = "0.74")
        double decayScore,

        Indicator indicator,

        @Schema(description = "Utility at the policy's maximum, so never decayed")
        boolean pinned) {

    static EntryView of(MemoryEntry entry, Score score) {
        return new EntryView(
                entry.id(),
                entry.scope().workspaceId(),
                entry.scope().runId(),
                entry.scope().author(),
                entry.kind(),
                entry.category(),
                entry.subject().orElse(null),
                entry.content(),
                entry.status(),
                entry.supersededByEntry().orElse(null),
                entry.utility(),
                entry.recallCount(),
                entry.reinforceCount(),
                entry.lifetime().expiresAt(),
                entry.lifetime().reviewAt(),
                ProvenanceView.of(entry),
                score.decayScore(),
                score.indicator(),
                score.pinned());
    }

    /** The entry's current standing under its workspace's policy. */
    record Score(double decayScore, Indicator indicator, boolean pinned) {}
}
