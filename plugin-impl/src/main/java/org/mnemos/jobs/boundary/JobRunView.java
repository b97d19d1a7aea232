package org.mnemos.jobs.boundary;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.type.TypeReference;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.jobs.control.JobRuns;
import org.mnemos.jobs.entity.JobRun;
import org.mnemos.jobs.entity.RunStatus;
import org.mnemos.jobs.entity.Skip;
import org.mnemos.jobs.entity.Trigger;
import org.mnemos.platform.Json;
import org.mnemos.platform.Paging;

/** A run of a maintenance job as admins see it, with the entries it skipped; one run read on its own also carries a page of its dry-run candidates. */
@Schema(name = "JobRun")
public record JobRunView(
        @Schema(example = "0b5e2f7a-3c1d-4e8f-9a6b-7c8d9e0f1a2b")
        String id,

        @Schema(example = "intelligent-decay") String job,

        @Schema(description = "The workspace the run covers; null for tenant-wide runs")
        String workspace,

        RunStatus status,
        boolean dryRun,
        Instant startedAt,
        Instant endedAt,

        @Schema(
                description = "Counts by name, e.g. scored, retained, consolidated, deleted",
                example = "{\"scored\": 120, \"retained\": 100, \"deleted\": 20}")
        Map<String, Long> metrics,

        Trigger trigger,

        // No @Schema here: it would replace the items' reference to Skip (the description is on Skip).
        List<Skip> skips,

        @JsonInclude(JsonInclude.Include.NON_NULL)
        @Schema(
                description =
                        "GET of one run only: a page of what a dry run would change; its fields depend on the job")
        List<Map<String, Object>> candidates,

        @JsonInclude(JsonInclude.Include.NON_NULL)
        @Schema(description = "GET of one run only: candidates over all pages")
        Integer candidatesTotal) {

    private static final TypeReference<Map<String, Long>> COUNTS = new TypeReference<>() {};
    private static final TypeReference<List<Map<String, Object>>> CANDIDATES = new TypeReference<>() {};
    private static final TypeReference<List<Skip>> SKIPS = new TypeReference<>() {};

    static JobRunView of(JobRun run) {
        return new JobRunView(
                run.id(),
                run.job(),
                run.workspaceId(),
                run.status(),
                run.dryRun(),
                run.startedAt(),
                run.endedAt(),
                Json.mapper().convertValue(JobRuns.read(run.metrics()), COUNTS),
                run.trigger(),
                Json.mapper().convertValue(JobRuns.read(run.skips()), SKIPS),
                null,
                null);
    }

    /** The run with one page of its candidates. */
    static JobRunView withCandidates(JobRun run, Paging paging) {
        List<Map<String, Object>> all = Json.mapper().convertValue(JobRuns.read(run.candidates()), CANDIDATES);
        List<Map<String, Object>> page = all.stream()
                .skip((long) paging.page() * paging.size())
                .limit(paging.size())
                .toList();
        JobRunView view = of(run);
        return new JobRunView(
                view.id,
                view.job,
                view.workspace,
                view.status,
                view.dryRun,
                view.startedAt,
                view.endedAt,
                view.metrics,
                view.trigger,
                view.skips,
                page,
                all.size());
    }
}
