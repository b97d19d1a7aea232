package org.mnemos.memory.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mnemos.memory.entity.Category;
import org.mnemos.memory.entity.ClaimSource;
import org.mnemos.memory.entity.Kind;
import org.mnemos.memory.entity.Lifetime;
import org.mnemos.memory.entity.MemoryEntry;
import org.mnemos.memory.entity.Provenance;
import org.mnemos.memory.entity.Scope;
import org.mnemos.memory.entity.Status;
import org.mnemos.memory.entity.Trust;

/** The same claim as one query per entry found it: same kind, still active, and for scratch the same run. */
class SameClaimsTest {

    @Test
    void findsAnActiveEntryOfTheSameKindAndClaim() {
        MemoryEntry stored = entry(Kind.EPISODIC, "h1", null);
        SameClaims same = new SameClaims(List.of(stored));

        assertThat(same.find(Kind.EPISODIC, "h1", null)).contains(stored);
        assertThat(same.find(Kind.DURABLE, "h1", null)).isEmpty();
        assertThat(same.find(Kind.EPISODIC, "h2", null)).isEmpty();
    }

    @Test
    void anEntryStoredEarlierInTheTransactionIsFoundAndASupersededOneIsNot() {
        SameClaims same = new SameClaims(List.of());
        MemoryEntry earlier = entry(Kind.EPISODIC, "h1", null);
        same.add(earlier);
        assertThat(same.find(Kind.EPISODIC, "h1", null)).contains(earlier);

        earlier.supersededBy(entry(Kind.EPISODIC, "h3", null));
        assertThat(same.find(Kind.EPISODIC, "h1", null)).isEmpty();
    }

    @Test
    void scratchIsTheSameClaimOnlyInTheSameRun() {
        SameClaims same = new SameClaims(List.of(entry(Kind.SCRATCH, "h1", "run-1")));

        assertThat(same.find(Kind.SCRATCH, "h1", "run-1")).isPresent();
        assertThat(same.find(Kind.SCRATCH, "h1", "run-2")).isEmpty();
        assertThat(same.find(Kind.SCRATCH, "h1", null)).isEmpty();
    }

    private static MemoryEntry entry(Kind kind, String claimHash, String runId) {
        return new MemoryEntry(
                new Scope("acme", "ws-1", "alice", runId),
                kind,
                Category.FACT,
                null,
                "Weekly sales reports use euros",
                claimHash,
                new Provenance(ClaimSource.USER_STATEMENT, null, 0.9, Trust.HIGH, null, null, Instant.EPOCH),
                new Lifetime(null, null),
                null,
                Status.ACTIVE);
    }
}
