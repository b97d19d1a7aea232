package org.mnemos.expiry.entity;

import java.io.Serializable;
import java.util.LinkedHashMap;
import java.util.Map;
import org.mnemos.memory.entity.Category;
import org.mnemos.memory.entity.Kind;

/** An entry the job acts on, and how: EXPIRE (scratch), REVIEW_DUE or DELETE (durable past review). */
public record ExpiryCandidate(
        String id, String workspaceId, Kind kind, Category category, ExpiryAction action, String reason)
        implements Serializable {

    public ExpiryCandidate withAction(ExpiryAction newAction, String newReason) {
        return new ExpiryCandidate(id, workspaceId, kind, category, newAction, newReason);
    }

    /** As a dry run reports it: {@code {id, score, action, reason}}; expiry has no score. */
    public Map<String, Object> report() {
        Map<String, Object> report = new LinkedHashMap<>();
        report.put("id", id);
        report.put("score", null);
        report.put("action", action.name());
        report.put("reason", reason);
        return report;
    }
}
