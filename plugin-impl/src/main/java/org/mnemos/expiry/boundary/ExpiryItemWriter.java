package org.mnemos.expiry.boundary;

import jakarta.batch.api.chunk.AbstractItemWriter;
import jakarta.batch.runtime.context.JobContext;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.mnemos.expiry.control.Expiry;
import org.mnemos.expiry.entity.ExpiryCandidate;
import org.mnemos.jobs.control.JobParameters;
import org.mnemos.jobs.control.JobRuns;

/**
 * Applies a chunk in the chunk's transaction — or, in a dry run, only reports it — and accounts
 * the chunk into the run in the same transaction as its checkpoint.
 */
@Named
@Dependent
public class ExpiryItemWriter extends AbstractItemWriter {

    @Inject
    JobContext job;

    @Inject
    Expiry expiry;

    @Inject
    JobRuns runs;

    @Override
    public void writeItems(List<Object> items) {
        JobParameters parameters = JobParameters.of(job);
        List<ExpiryCandidate> chunk =
                items.stream().map(ExpiryCandidate.class::cast).toList();
        if (!parameters.dryRun()) {
            expiry.apply(parameters.tenant(), chunk);
        }
        Map<String, Long> counts =
                chunk.stream().collect(Collectors.groupingBy(c -> c.action().metric(), Collectors.counting()));
        runs.account(
                parameters.runId(),
                counts,
                parameters.dryRun()
                        ? chunk.stream().map(ExpiryCandidate::report).toList()
                        : List.of());
    }
}
