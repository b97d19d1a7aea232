package org.mnemos.consolidation.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.mnemos.memory.control.MemoryStore;
import org.mnemos.memory.entity.Kind;
import org.mnemos.memory.entity.MemoryEntry;
import org.mnemos.platform.ProblemException;
import org.mnemos.retention.control.RetentionPolicies;
import org.mnemos.security.control.Caller;

/**
 * "Consolidate now" on the timeline: the picked entries of one workspace become one SEMANTIC entry,
 * as the decay job would write it. Only active episodic or consolidated entries qualify: scratch
 * expires by itself, durable entries were approved as they are, and quarantined ones must not be
 * laundered into an active statement.
 */
@ApplicationScoped
public class ManualConsolidation {

    private static final Set<Kind> CONSOLIDABLE = Set.of(Kind.EPISODIC, Kind.SEMANTIC);

    @Inject
    MemoryStore store;

    @Inject
    RetentionPolicies policies;

    @Inject
    Consolidation consolidation;

    Clock clock = Clock.systemUTC();

    @Transactional
    public MemoryEntry consolidate(Caller caller, String workspaceId, List<String> ids) {
        Map<String, MemoryEntry> found = store.load(caller.tenant(), workspaceId, ids).stream()
                .collect(Collectors.toMap(MemoryEntry::id, Function.identity()));
        for (String id : ids) {
            MemoryEntry entry = found.get(id);
            if (entry == null) {
                throw ProblemException.invalidInput("/ids", "There is no memory '" + id + "' in this workspace.");
            }
            if (!entry.isActive() || !CONSOLIDABLE.contains(entry.kind())) {
                throw ProblemException.invalidInput("/ids", "Memory '" + id + "' is " + entry.status() + " "
                        + entry.kind() + "; only active episodic or consolidated entries can be consolidated.");
            }
        }
        List<MemoryEntry> group = ids.stream().map(found::get).toList();
        return consolidation.consolidate(caller.tenant(), caller.user(), group,
                policies.effective(caller.tenant(), workspaceId), clock.instant());
    }
}
