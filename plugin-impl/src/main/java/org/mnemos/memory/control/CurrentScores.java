package org.mnemos.memory.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Instant;
import java.util.function.Function;
import org.mnemos.memory.entity.Kind;
import org.mnemos.memory.entity.MemoryEntry;
import org.mnemos.platform.DatabaseClock;
import org.mnemos.retention.control.RetentionPolicies;
import org.mnemos.retention.control.RetentionPolicy;
import org.mnemos.retrieval.control.EmbeddingBytes;

/**
 * Each entry's decay score S as the next decay run would compute it now, for the memory API and the
 * timeline: {@code decayScore}, {@code indicator} (RETAINED, FADING, FORGET) and {@code pinned} (utility at
 * the policy's maximum, so never decayed).
 */
@ApplicationScoped
public class CurrentScores {

    @Inject
    RetentionPolicies policies;

    @Inject
    TaskContext tasks;

    Clock clock = DatabaseClock.utc();

    /** Entry views with the entry's current score, for one workspace. */
    public Function<MemoryEntry, EntryView> entryViews(String tenant, String workspaceId) {
        Function<MemoryEntry, EntryView.Score> score = forWorkspace(tenant, workspaceId);
        return entry -> EntryView.of(entry, score.apply(entry));
    }

    /** The policy and the task vector are read once here, not once per entry. */
    private Function<MemoryEntry, EntryView.Score> forWorkspace(String tenant, String workspaceId) {
        RetentionPolicy policy = policies.effective(tenant, workspaceId);
        DecayScorer scorer = new DecayScorer(policy, tasks.taskVector(workspaceId));
        Instant now = clock.instant();
        return entry -> {
            float[] vector = entry.embedding() == null ? null : EmbeddingBytes.decode(entry.embedding());
            double score = scorer.score(vector, entry.provenance().evidenceAt(), entry.utility(), now);
            boolean decays = entry.kind() == Kind.EPISODIC && entry.isActive();
            return new EntryView.Score(
                    Math.round(score * 10_000) / 10_000.0,
                    scorer.indicator(score, entry.utility(), decays),
                    entry.utility() >= policy.maxUtility());
        };
    }
}
