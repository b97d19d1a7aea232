package org.mnemos.portability.control;

import java.time.Instant;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.mnemos.memory.control.RememberRequest;
import org.mnemos.memory.control.SchemaFingerprints;
import org.mnemos.memory.entity.Category;
import org.mnemos.memory.entity.ClaimSource;
import org.mnemos.memory.entity.Kind;
import org.mnemos.memory.entity.MemoryEntry;
import org.mnemos.memory.entity.Status;
import org.mnemos.memory.entity.Trust;

/** An {@code entry} line: one remembered claim with its provenance, lifetime, status and supersession link. */
public record EntryLine(
        String kind,
        String id,
        Kind memoryKind,
        Category category,
        String subject,
        String content,
        Status status,
        String supersededBy,
        String runId,
        String author,
        double utility,
        ProvenanceLine provenance,
        LifetimeLine lifetime) {

    public static final String KIND = "entry";

    /** {@code screened} masks credentials in the texts (rules may have grown since the entry was stored). */
    public static EntryLine of(MemoryEntry entry, UnaryOperator<String> screened) {
        var p = entry.provenance();
        return new EntryLine(
                KIND,
                entry.id(),
                entry.kind(),
                entry.category(),
                entry.subject().map(screened).orElse(null),
                screened.apply(entry.content()),
                entry.status(),
                entry.supersededByEntry().orElse(null),
                entry.scope().runId(),
                entry.scope().author(),
                entry.utility(),
                new ProvenanceLine(
                        p.sourceType(),
                        p.citation() == null ? null : screened.apply(p.citation()),
                        p.confidence(),
                        p.trust(),
                        p.approvedBy(),
                        p.observedAt(),
                        p.recordedAt(),
                        entry.conversation().orElse(null),
                        entry.turn()),
                new LifetimeLine(entry.lifetime().expiresAt(), entry.lifetime().reviewAt()));
    }

    /**
     * What the write path is asked to remember. An approved entry stays approved (the importing owner vouches for
     * it again), and an entry observed at an unknown time counts as observed when it was first recorded, so that its
     * recency, and with it Recall's ranking, survives the move. A turn keeps its place in its conversation.
     */
    public RememberRequest request() {
        LifetimeLine life = lifetime == null ? new LifetimeLine(null, null) : lifetime;
        String conversation =
                provenance.conversation() == null || provenance.conversation().isBlank()
                        ? null
                        : provenance.conversation().strip();
        return new RememberRequest(
                content,
                memoryKind,
                category,
                subject == null || subject.isBlank() ? null : subject.strip(),
                provenance.sourceType(),
                provenance.citation() == null || provenance.citation().isBlank() ? null : provenance.citation(),
                provenance.confidence(),
                provenance.approvedBy() != null,
                provenance.observedAt() != null ? provenance.observedAt() : provenance.recordedAt(),
                life.expiresAt(),
                life.reviewAt(),
                conversation,
                conversation == null ? null : provenance.turn());
    }

    /**
     * This line with references to the exported workspace's data sources ({@code datasource:<id>} in a
     * DATA_SCHEMA entry's subject and citation) turned into references to the imported ones.
     */
    public EntryLine withSources(Map<String, String> importedIds) {
        return new EntryLine(
                kind,
                id,
                memoryKind,
                category,
                relinked(subject, importedIds),
                content,
                status,
                supersededBy,
                runId,
                author,
                utility,
                new ProvenanceLine(
                        provenance.sourceType(),
                        relinked(provenance.citation(), importedIds),
                        provenance.confidence(),
                        provenance.trust(),
                        provenance.approvedBy(),
                        provenance.observedAt(),
                        provenance.recordedAt(),
                        provenance.conversation(),
                        provenance.turn()),
                lifetime);
    }

    private static String relinked(String reference, Map<String, String> importedIds) {
        if (reference == null || !reference.startsWith(SchemaFingerprints.CITATION_PREFIX)) {
            return reference;
        }
        String rest = reference.substring(SchemaFingerprints.CITATION_PREFIX.length());
        int end = rest.indexOf('#');
        String sourceId = end < 0 ? rest : rest.substring(0, end);
        String imported = importedIds.get(sourceId);
        return imported == null
                ? reference
                : SchemaFingerprints.CITATION_PREFIX + imported + (end < 0 ? "" : rest.substring(end));
    }

    /** Where the claim came from and how far it was trusted; the conversation and turn it was said in, if any. */
    public record ProvenanceLine(
            ClaimSource sourceType,
            String citation,
            double confidence,
            Trust trust,
            String approvedBy,
            Instant observedAt,
            Instant recordedAt,
            String conversation,
            Integer turn) {}

    /** When the entry expires and when it is due for review. */
    public record LifetimeLine(Instant expiresAt, Instant reviewAt) {}
}
