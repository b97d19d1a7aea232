package org.mnemos.memory.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.List;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.audit.control.AuditLog;
import org.mnemos.audit.entity.AuditAction;
import org.mnemos.memory.entity.Kind;
import org.mnemos.memory.entity.MemoryEntry;
import org.mnemos.platform.ProblemException;
import org.mnemos.retention.control.RetentionPolicies;
import org.mnemos.security.control.Caller;

/** What users do to single entries from the UI: pin, unpin, delete, and ending a run. */
@ApplicationScoped
public class MemoryCuration {

    @Inject
    IndexedEntries indexed;

    @Inject
    Memories store;

    @Inject
    RetentionPolicies policies;

    @Inject
    Forgetting forgetting;

    @Inject
    AuditLog audit;

    @Inject
    Event<MemoryChanged> changed;

    public MemoryEntry existing(String tenant, String workspaceId, String id) {
        return store.find(tenant, workspaceId, id)
                .orElseThrow(() -> new ProblemException(
                        ErrorCode.MEMORY_NOT_FOUND, "There is no memory '" + id + "' in this workspace."));
    }

    @Transactional
    public MemoryEntry pin(Caller caller, String workspaceId, String id, boolean pinned) {
        MemoryEntry entry = existing(caller.tenant(), workspaceId, id);
        if (pinned) {
            entry.pin(policies.effective(caller.tenant(), workspaceId).maxUtility());
        } else {
            entry.unpin();
        }
        audit.record(new AuditLog.Entry(
                caller.tenant(),
                workspaceId,
                caller.user(),
                pinned ? AuditAction.PIN : AuditAction.UNPIN,
                id,
                entry.category().name(),
                null,
                "utility=" + entry.utility()));
        changed.fire(MemoryChanged.upserted(List.of(indexed.of(entry))));
        return entry;
    }

    /**
     * Marks an active entry as superseded by another of the same workspace: an import re-linking what the exported
     * workspace had linked, when the write path did not already (the two need not share a subject key).
     */
    @Transactional
    public void supersede(Caller caller, String workspaceId, String olderId, String newerId) {
        MemoryEntry older = existing(caller.tenant(), workspaceId, olderId);
        MemoryEntry newer = existing(caller.tenant(), workspaceId, newerId);
        if (older.isActive() && older != newer) {
            older.supersededBy(newer);
            changed.fire(MemoryChanged.upserted(List.of(indexed.of(older))));
        }
    }

    @Transactional
    public int delete(Caller caller, String workspaceId, String id, String reason) {
        return forgetting.erase(
                caller.tenant(),
                caller.user(),
                List.of(existing(caller.tenant(), workspaceId, id)),
                AuditAction.FORGET,
                reason);
    }

    @Transactional
    public int endRun(Caller caller, String workspaceId, String runId) {
        List<MemoryEntry> scratch = store.selected(workspaceId, new ForgetSelector("runId", runId)).stream()
                .filter(e -> e.kind() == Kind.SCRATCH)
                .toList();
        return forgetting.erase(caller.tenant(), caller.user(), scratch, AuditAction.EXPIRE, "run " + runId + " ended");
    }
}
