package org.mnemos.memory.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.mnemos.audit.control.AuditLog;
import org.mnemos.audit.entity.AuditAction;
import org.mnemos.memory.entity.Category;
import org.mnemos.memory.entity.Kind;
import org.mnemos.memory.entity.MemoryEntry;

/**
 * Erases entries: the row (content and embedding) goes in this transaction, the index entry as it
 * commits (and the next turn of its conversation is indexed without its words), and the audit log keeps a
 * tombstone — who, when, why, id and category, never content.
 */
@ApplicationScoped
public class Forgetting {

    @Inject
    Memories store;

    @Inject
    AuditLog audit;

    @Inject
    IndexedEntries indexed;

    @Inject
    Event<MemoryChanged> changed;

    @Transactional
    public int forget(String tenant, String workspaceId, String actor, ForgetSelector selector, String reason) {
        return erase(tenant, actor, store.selected(workspaceId, selector), AuditAction.FORGET, reason);
    }

    /** Erases already loaded entries of one workspace (a run's scratch, a deleted entry). */
    @Transactional(Transactional.TxType.MANDATORY)
    public int erase(String tenant, String actor, List<MemoryEntry> entries, AuditAction action, String reason) {
        List<MemoryEntry> nextTurns =
                store.nextTurns(tenant, entries.stream().map(MemoryEntry::id).toList());
        for (MemoryEntry entry : entries) {
            audit.record(new AuditLog.Entry(
                    tenant,
                    entry.scope().workspaceId(),
                    actor,
                    action,
                    entry.id(),
                    entry.category().name(),
                    reason,
                    "kind=" + entry.kind()));
            store.remove(entry);
        }
        reindex(nextTurns);
        byWorkspace(entries.stream().map(Tombstone::of).toList())
                .forEach((workspaceId, ids) -> changed.fire(MemoryChanged.erased(workspaceId, ids)));
        return entries.size();
    }

    /**
     * Erases entries by id, as many as a decay chunk holds, in a few statements instead of a few per
     * entry: one delete of the rows (content and embedding), one insert of a tombstone per entry, one
     * event for the index. The guarantees of {@link #erase}, without loading the entries; the index
     * entries are deleted as the transaction commits and expunged from the index files when the run's
     * step ends ({@code IndexExpunge}).
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public int eraseAll(String tenant, String actor, List<Tombstone> entries, AuditAction action, String reason) {
        if (entries.isEmpty()) {
            return 0;
        }
        audit.recordAll(entries.stream()
                .map(t -> new AuditLog.Entry(
                        tenant,
                        t.workspaceId(),
                        actor,
                        action,
                        t.entryId(),
                        t.category().name(),
                        reason,
                        "kind=" + t.kind()))
                .toList());
        List<String> erased = entries.stream().map(Tombstone::entryId).toList();
        List<MemoryEntry> nextTurns = store.nextTurns(tenant, erased);
        store.removeAll(tenant, erased);
        reindex(nextTurns);
        byWorkspace(entries).forEach((workspaceId, ids) -> changed.fire(MemoryChanged.erasedInRun(workspaceId, ids)));
        return entries.size();
    }

    /**
     * A turn right after an erased one was matched with its words ({@link TurnContext}): it is indexed anew,
     * with no previous turn to take context from.
     */
    private void reindex(List<MemoryEntry> nextTurns) {
        if (!nextTurns.isEmpty()) {
            changed.fire(MemoryChanged.upserted(
                    nextTurns.stream().map(next -> indexed.of(next, null)).toList()));
        }
    }

    private static Map<String, List<String>> byWorkspace(List<Tombstone> entries) {
        return entries.stream()
                .collect(Collectors.groupingBy(
                        Tombstone::workspaceId,
                        LinkedHashMap::new,
                        Collectors.mapping(Tombstone::entryId, Collectors.toList())));
    }

    /** What the audit log keeps of an erased entry: where it was and what it was, never its content. */
    public record Tombstone(String entryId, String workspaceId, Category category, Kind kind) {

        public static Tombstone of(MemoryEntry entry) {
            return new Tombstone(entry.id(), entry.scope().workspaceId(), entry.category(), entry.kind());
        }
    }
}
