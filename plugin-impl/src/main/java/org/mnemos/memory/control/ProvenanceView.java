package org.mnemos.memory.control;

import java.time.Instant;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.memory.entity.ClaimSource;
import org.mnemos.memory.entity.MemoryEntry;
import org.mnemos.memory.entity.Trust;

/** Where an entry came from and how far it can be trusted, as the memory API and Recall show it. */
@Schema(name = "Provenance")
public record ProvenanceView(
        ClaimSource sourceType,
        @Schema(example = "chat 2026-11-30") String citation,

        @Schema(description = "When the fact was observed, if the source said")
        Instant observedAt,

        Instant recordedAt,
        @Schema(example = "1.0") double confidence,
        Trust trust,

        @Schema(description = "The conversation the entry was said in, if the caller named one", example = "chat-42")
        String conversation,

        @Schema(description = "Its place in the conversation, from 1")
        Integer turn) {

    public static ProvenanceView of(MemoryEntry entry) {
        var provenance = entry.provenance();
        return new ProvenanceView(
                provenance.sourceType(),
                provenance.citation(),
                provenance.observedAt(),
                provenance.recordedAt(),
                provenance.confidence(),
                provenance.trust(),
                entry.conversation().orElse(null),
                entry.turn());
    }
}
