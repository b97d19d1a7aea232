package org.mnemos.memory.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;
import org.mnemos.memory.entity.Kind;
import org.mnemos.memory.entity.MemoryEntry;
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

    Clock clock = Clock.systemUTC();

    /** Entry views ({@link MemoryViews#entry}) with the entry's current score, for one workspace. */
    public Function<MemoryEntry, Map<String, Object>> entryViews(String tenant, String workspaceId) {
        Function<MemoryEntry, Map<String, Object>> score = forWorkspace(tenant, workspaceId);
        return entry -> {
            Map<String, Object> view = MemoryViews.entry(entry);
            view.putAll(score.apply(entry));
            return view;
        };
    }

    /** The policy and the task vector are read once here, not once per entry. */
    public Function<MemoryEntry, Map<String, Object>> forWorkspace(String tenant, String workspaceId) {
        RetentionPolicy policy = policies.effective(tenant, workspaceId);
        DecayScorer scorer = new DecayScorer(policy, tasks.taskVector(workspaceId));
        Instant now = clock.instant();
        return entry -> {
            float[] vector = entry.embedding() == null ? null : EmbeddingBytes.decode(entry.embedding());
            double score = scorer.score(vector, entry.provenance().evidenceAt(), entry.utility(), now);
            boolean decays = entry.kind() == Kind.EPISODIC && entry.isActive();
            Map<String, Object> view = new LinkedHashMap<>();
            view.put("decayScore", Math.round(score * 10_000) / 10_000.0);
            view.put("indicator", scorer.indicator(score, entry.utility(), decays).name());
            view.put("pinned", entry.utility() >= policy.maxUtility());
            return view;
        };
    }
}
