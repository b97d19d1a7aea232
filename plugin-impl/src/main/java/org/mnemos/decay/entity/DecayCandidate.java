package org.mnemos.decay.entity;

import java.io.Serializable;
import java.util.LinkedHashMap;
import java.util.Map;
import org.mnemos.memory.control.DecayScorer;
import org.mnemos.memory.entity.Category;

/** An entry scored by the job, and what happens to it. */
public record DecayCandidate(
        String id,
        String workspaceId,
        String subject,
        Category category,
        double score,
        DecayScorer.Decision decision,
        String reason)
        implements Serializable {

    public boolean retained() {
        return decision == DecayScorer.Decision.RETAIN || decision == DecayScorer.Decision.RETAIN_PINNED;
    }

    /** The entry deleted rather than consolidated, the reason saying why. */
    public DecayCandidate deletedInstead(String why) {
        return new DecayCandidate(
                id, workspaceId, subject, category, score, DecayScorer.Decision.DELETE, reason + "; " + why);
    }

    /** As a dry run reports it: {@code {id, score, action, reason}}. */
    public Map<String, Object> report() {
        Map<String, Object> report = new LinkedHashMap<>();
        report.put("id", id);
        report.put("score", Math.round(score * 10_000) / 10_000.0);
        report.put("action", decision.name());
        report.put("reason", reason);
        return report;
    }
}
