package org.mnemos.memory.control;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mnemos.memory.entity.Kind;
import org.mnemos.memory.entity.MemoryEntry;
import org.mnemos.memory.entity.Status;

/**
 * The entries that may hold the claims of the entries a transaction stores, looked up in one query for all
 * of them ({@link Memories#activeWithClaims}). One query per entry flushed the entry before it each time, so
 * no two inserts could go to the database together. What the transaction stores is added as it goes, so a
 * later entry finds an earlier one, and status is checked at each look-up, so one superseded meanwhile is not.
 */
final class SameClaims {

    private final Map<String, List<MemoryEntry>> byClaim = new LinkedHashMap<>();

    SameClaims(List<MemoryEntry> entries) {
        entries.forEach(this::add);
    }

    /** The active entry already holding this normalized claim for this kind, and for scratch the same run. */
    Optional<MemoryEntry> find(Kind kind, String claimHash, String runId) {
        return byClaim.getOrDefault(claimHash, List.of()).stream()
                .filter(entry -> entry.kind() == kind && entry.status() == Status.ACTIVE)
                .filter(entry -> kind != Kind.SCRATCH
                        || runId != null && runId.equals(entry.scope().runId()))
                .findFirst();
    }

    void add(MemoryEntry entry) {
        byClaim.computeIfAbsent(entry.claimHash(), hash -> new ArrayList<>()).add(entry);
    }
}
