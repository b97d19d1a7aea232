package org.mnemos.expiry.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.mnemos.expiry.entity.ExpiryAction;
import org.mnemos.expiry.entity.ExpiryCandidate;
import org.mnemos.memory.control.Forgetting;
import org.mnemos.memory.control.IndexedEntries;
import org.mnemos.memory.control.Memories;
import org.mnemos.memory.control.MemoryChanged;
import org.mnemos.memory.entity.MemoryEntry;

/** Expires and reviews entries with the same erasure guarantees as Forget. */
@ApplicationScoped
public class Expiry {

    static final String ACTOR = "system:scratch-expiry";

    @Inject
    IndexedEntries indexed;

    @Inject
    Memories store;

    @Inject
    Forgetting forgetting;

    @Inject
    Event<MemoryChanged> changed;

    @Transactional(Transactional.TxType.MANDATORY)
    public void apply(String tenant, List<ExpiryCandidate> chunk) {
        Map<String, MemoryEntry> entries =
                chunk.stream().collect(Collectors.groupingBy(ExpiryCandidate::workspaceId)).entrySet().stream()
                        .flatMap(
                                ws -> store
                                        .load(
                                                tenant,
                                                ws.getKey(),
                                                ws.getValue().stream()
                                                        .map(ExpiryCandidate::id)
                                                        .toList())
                                        .stream())
                        .collect(Collectors.toMap(MemoryEntry::id, Function.identity()));
        for (ExpiryAction action : List.of(ExpiryAction.EXPIRE, ExpiryAction.DELETE)) {
            List<MemoryEntry> erased = chunk.stream()
                    .filter(c -> c.action() == action && entries.containsKey(c.id()))
                    .map(c -> entries.get(c.id()))
                    .toList();
            forgetting.erase(
                    tenant,
                    ACTOR,
                    erased,
                    action.erasure(),
                    action == ExpiryAction.EXPIRE ? "scratch expired" : "review due; policy deletes");
        }
        List<MemoryEntry> due = chunk.stream()
                .filter(c -> c.action() == ExpiryAction.REVIEW_DUE && entries.containsKey(c.id()))
                .map(c -> entries.get(c.id()))
                .toList();
        due.forEach(MemoryEntry::markReviewDue);
        if (!due.isEmpty()) {
            changed.fire(MemoryChanged.upserted(due.stream().map(indexed::of).toList()));
        }
    }
}
