package org.mnemos.refresh.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.metrics.Metadata;
import org.eclipse.microprofile.metrics.MetricRegistry;
import org.eclipse.microprofile.metrics.Tag;
import org.mnemos.refresh.entity.RefreshStatus;
import org.mnemos.refresh.entity.RefreshTrigger;

/**
 * Refreshes as they are recorded, and what they spared: each SUCCEEDED refresh re-renders a dashboard
 * instead of regenerating it, one language-model call avoided and the version's generation tokens saved.
 */
@ApplicationScoped
public class RefreshMetrics {

    static final Metadata RUNS = Metadata.builder()
            .withName("mnemos.refresh.runs")
            .withDescription("Recorded refreshes by status (SUCCEEDED, DRIFTED, FAILED) and trigger "
                    + "(MANUAL, NODE, SCHEDULE); a refresh never calls a language model")
            .build();

    static final Metadata CALLS_AVOIDED = Metadata.builder()
            .withName("mnemos.refresh.llm.calls.avoided")
            .withDescription("Language-model generations a SUCCEEDED refresh made unnecessary (one each)")
            .build();

    static final Metadata TOKENS_SAVED = Metadata.builder()
            .withName("mnemos.refresh.tokens.saved")
            .withDescription("Prompt and completion tokens those generations would have cost again (the "
                    + "generation tokens of the refreshed version; 0 when unknown)")
            .build();

    @Inject
    MetricRegistry registry;

    void recorded(RefreshOutcome outcome, RefreshTrigger trigger) {
        registry.counter(RUNS, new Tag("status", outcome.status().name()), new Tag("trigger", trigger.name()))
                .inc();
        if (outcome.status() == RefreshStatus.SUCCEEDED) {
            registry.counter(CALLS_AVOIDED).inc();
            registry.counter(TOKENS_SAVED).inc(outcome.tokensSaved());
        }
    }
}
