package org.mnemos.memory.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.ArrayList;
import java.util.List;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.audit.control.AuditLog;
import org.mnemos.audit.entity.AuditAction;
import org.mnemos.memory.entity.MemoryEntry;
import org.mnemos.platform.ProblemException;
import org.mnemos.retrieval.entity.IndexedEntry;
import org.mnemos.security.control.Caller;

/**
 * A steward's decision on a proposed instruction of the review queue: approved, it becomes active (and reaches the
 * composed prompt); rejected, it is erased with a tombstone. The caller's role is the boundary's to check.
 */
@ApplicationScoped
public class Approving {

    @Inject
    MemoryCuration curation;

    @Inject
    Supersession supersession;

    @Inject
    Forgetting forgetting;

    @Inject
    IndexedEntries indexed;

    @Inject
    AuditLog audit;

    @Inject
    Event<MemoryChanged> changed;

    @Transactional
    public MemoryEntry approve(Caller steward, String workspaceId, String id) {
        MemoryEntry entry = pending(steward, workspaceId, id);
        entry.approve(steward.user());
        List<IndexedEntry> touched = new ArrayList<>();
        String supersedes = supersession.settle(entry, touched, new ArrayList<>());
        touched.add(indexed.of(entry));
        audit.record(new AuditLog.Entry(
                steward.tenant(),
                workspaceId,
                steward.user(),
                AuditAction.APPROVE,
                id,
                entry.category().name(),
                null,
                "kind=" + entry.kind() + (supersedes == null ? "" : " supersedes=" + supersedes)));
        changed.fire(MemoryChanged.upserted(touched));
        return entry;
    }

    @Transactional
    public int reject(Caller steward, String workspaceId, String id, String reason) {
        MemoryEntry entry = pending(steward, workspaceId, id);
        return forgetting.erase(steward.tenant(), steward.user(), List.of(entry), AuditAction.REJECT, reason);
    }

    private MemoryEntry pending(Caller steward, String workspaceId, String id) {
        MemoryEntry entry = curation.existing(steward.tenant(), workspaceId, id);
        if (!entry.awaitsApproval()) {
            throw new ProblemException(
                    ErrorCode.NOT_PENDING_APPROVAL,
                    "Entry '" + id + "' is " + entry.status() + ": only a proposal in the review queue can be"
                            + " approved or rejected.");
        }
        return entry;
    }
}
