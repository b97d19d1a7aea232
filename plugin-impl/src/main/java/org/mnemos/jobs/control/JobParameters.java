package org.mnemos.jobs.control;

import jakarta.batch.runtime.BatchRuntime;
import jakarta.batch.runtime.context.JobContext;
import java.time.Instant;
import java.util.Optional;
import java.util.Properties;

/** The parameters every maintenance job gets, read back from the job's execution. */
public record JobParameters(String runId, String tenant, Optional<String> workspace, Instant asOf, boolean dryRun) {

    static final String RUN = "runId";
    static final String TENANT = "tenant";
    static final String WORKSPACE = "workspace";
    static final String AS_OF = "asOf";
    static final String DRY_RUN = "dryRun";
    /** Items per checkpoint; the job XML reads it, the artifacts do not need it. */
    static final String CHUNK_SIZE = "chunkSize";

    public static JobParameters of(JobContext job) {
        Properties p = BatchRuntime.getJobOperator().getParameters(job.getExecutionId());
        return new JobParameters(
                p.getProperty(RUN),
                p.getProperty(TENANT),
                Optional.ofNullable(p.getProperty(WORKSPACE)),
                Instant.parse(p.getProperty(AS_OF)),
                Boolean.parseBoolean(p.getProperty(DRY_RUN)));
    }
}
