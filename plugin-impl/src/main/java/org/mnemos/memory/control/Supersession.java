package org.mnemos.memory.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;
import org.mnemos.memory.entity.ClaimSource;
import org.mnemos.memory.entity.Kind;
import org.mnemos.memory.entity.MemoryEntry;
import org.mnemos.memory.entity.Provenance;
import org.mnemos.memory.entity.Trust;
import org.mnemos.retrieval.entity.IndexedEntry;

/**
 * Settles a statement that becomes active (stored, or approved by a steward) against the older active statements
 * on its subject: superseded when the new one outranks them, else both kept as conflicting.
 */
@ApplicationScoped
public class Supersession {

    @Inject
    Memories store;

    @Inject
    IndexedEntries indexed;

    /** The first entry superseded, or null; adds what it changed to {@code touched} and conflicts to {@code warnings}. */
    String settle(MemoryEntry entry, List<IndexedEntry> touched, List<String> warnings) {
        if (entry.subject().isEmpty() || entry.kind() == Kind.SCRATCH) {
            return null;
        }
        String supersedes = null;
        for (MemoryEntry older : store.activeOnSubject(
                entry.scope().workspaceId(), entry.subject().get())) {
            if (older == entry) {
                continue;
            }
            if (authorizedToReplace(entry.provenance(), older.provenance())) {
                older.supersededBy(entry);
                touched.add(indexed.of(older));
                supersedes = supersedes == null ? older.id() : supersedes;
            } else {
                warnings.add("Conflicts with " + older.id() + " ("
                        + older.provenance().sourceType() + ") on subject '"
                        + entry.subject().get() + "': both are kept.");
            }
        }
        return supersedes;
    }

    /**
     * A statement replaces an older one from the same kind of source if it is trusted at least as
     * much, and an approved user statement replaces anything. An agent's inference never replaces
     * what a user said.
     */
    static boolean authorizedToReplace(Provenance newer, Provenance older) {
        boolean approvedUser = newer.sourceType() == ClaimSource.USER_STATEMENT && newer.trust() == Trust.HIGH;
        boolean sameSource =
                newer.sourceType() == older.sourceType() && newer.trust().compareTo(older.trust()) >= 0;
        return approvedUser || sameSource;
    }
}
