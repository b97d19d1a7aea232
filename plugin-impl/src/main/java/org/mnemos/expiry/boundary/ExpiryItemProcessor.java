package org.mnemos.expiry.boundary;

import jakarta.batch.api.chunk.ItemProcessor;
import jakarta.batch.runtime.context.JobContext;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.HashMap;
import java.util.Map;
import org.mnemos.expiry.entity.ExpiryAction;
import org.mnemos.expiry.entity.ExpiryCandidate;
import org.mnemos.jobs.control.JobParameters;
import org.mnemos.jobs.control.UnprocessableEntry;
import org.mnemos.retention.control.RetentionPolicies;
import org.mnemos.retention.control.UnreadablePolicy;

/**
 * Applies the workspace's review rule: a durable entry past review becomes REVIEW_DUE or is deleted. An
 * entry whose workspace policy cannot be read is skipped and recorded on the run, not guessed at.
 */
@Named
@Dependent
public class ExpiryItemProcessor implements ItemProcessor {

    @Inject
    JobContext job;

    @Inject
    RetentionPolicies policies;

    private final Map<String, String> onReviewDue = new HashMap<>();

    @Override
    public Object processItem(Object item) {
        ExpiryCandidate candidate = (ExpiryCandidate) item;
        if (candidate.action() != ExpiryAction.REVIEW_DUE) {
            return candidate;
        }
        String tenant = JobParameters.of(job).tenant();
        String rule;
        try {
            rule = onReviewDue.computeIfAbsent(
                    candidate.workspaceId(),
                    ws -> policies.effective(tenant, ws).onReviewDue());
        } catch (UnreadablePolicy e) {
            throw new UnprocessableEntry(candidate.id(), "its workspace's retention policy cannot be read");
        }
        return ExpiryAction.DELETE.name().equals(rule)
                ? candidate.withAction(ExpiryAction.DELETE, candidate.reason() + "; the policy deletes")
                : candidate;
    }
}
