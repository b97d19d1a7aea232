package org.mnemos.memory.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.stream.Collectors;
import org.mnemos.audit.control.AuditLog;
import org.mnemos.memory.entity.MemoryEntry;

/**
 * Erases entries: the row (content and embedding) goes in this transaction, the index entry as it
 * commits, and the audit log keeps a tombstone — who, when, why, id and category, never content.
 */
@ApplicationScoped
public class Forgetting {

    @Inject
    MemoryStore store;

    @Inject
    AuditLog audit;

    @Inject
    Event<MemoryChanged> changed;

    @Transactional
    public int forget(String tenant, String workspaceId, String actor, ForgetSelector selector, String reason) {
        return erase(tenant, actor, store.selected(workspaceId, selector), "FORGET", reason);
    }

    /** Erases already loaded entries of one workspace (a run's scratch, a deleted entry). */
    @Transactional(Transactional.TxType.MANDATORY)
    public int erase(String tenant, String actor, List<MemoryEntry> entries, String action, String reason) {
        for (MemoryEntry entry : entries) {
            audit.record(new AuditLog.Entry(tenant, entry.scope().workspaceId(), actor, action, entry.id(),
                    entry.category().name(), reason, "kind=" + entry.kind()));
            store.remove(entry);
        }
        entries.stream().collect(Collectors.groupingBy(e -> e.scope().workspaceId(), LinkedHashMap::new,
                        Collectors.mapping(MemoryEntry::id, Collectors.toList())))
                .forEach((workspaceId, ids) -> changed.fire(MemoryChanged.erased(workspaceId, ids)));
        return entries.size();
    }
}
