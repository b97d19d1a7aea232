package org.mnemos.jobs.control;

import com.fasterxml.jackson.databind.JsonNode;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import org.eclipse.microprofile.metrics.Metadata;
import org.eclipse.microprofile.metrics.MetricRegistry;
import org.eclipse.microprofile.metrics.MetricUnits;
import org.eclipse.microprofile.metrics.Tag;
import org.mnemos.jobs.entity.JobRun;
import org.mnemos.platform.MetricTimers;

/**
 * Maintenance job runs as they end, on the instance that ends them (a run taken over after a crash is
 * counted once, where it finished): how many by status, how long, and what they did (the run's own
 * metrics, e.g. scored, deleted, expired). Dry runs change nothing and count only as runs.
 */
@ApplicationScoped
public class JobMetrics {

    static final Metadata RUNS = Metadata.builder()
            .withName("mnemos.job.runs")
            .withDescription("Maintenance job runs that ended, by job (intelligent-decay, scratch-expiry), status "
                    + "(COMPLETED, FAILED, STOPPED, ...) and dry (true for dry runs)")
            .build();

    static final Metadata DURATION = Metadata.builder()
            .withName("mnemos.job.duration")
            // The unit durations are recorded in: Payara exports them in seconds (_seconds), quantiles too.
            .withUnit(MetricUnits.NANOSECONDS)
            .withDescription("Wall time of maintenance job runs for real, from start to end, by job")
            .build();

    static final Metadata ITEMS = Metadata.builder()
            .withName("mnemos.job.items")
            .withDescription("What runs for real did, by job and measure: the run's metrics (scored, retained, "
                    + "consolidated, groups, deleted, capped, overCap for decay; expired, reviewDue for expiry)")
            .build();

    @Inject
    MetricRegistry registry;

    @Inject
    MetricTimers timers;

    void ended(JobRun run) {
        Tag job = new Tag("job", run.job());
        registry.counter(
                        RUNS, job, new Tag("status", run.status().name()), new Tag("dry", String.valueOf(run.dryRun())))
                .inc();
        if (run.dryRun()) {
            return;
        }
        if (run.startedAt() != null && run.endedAt() != null) {
            timers.timer(DURATION, job).update(Duration.between(run.startedAt(), run.endedAt()));
        }
        JsonNode metrics = JobRuns.read(run.metrics());
        metrics.fieldNames()
                .forEachRemaining(measure -> registry.counter(ITEMS, job, new Tag("measure", measure))
                        .inc(metrics.get(measure).asLong()));
    }
}
