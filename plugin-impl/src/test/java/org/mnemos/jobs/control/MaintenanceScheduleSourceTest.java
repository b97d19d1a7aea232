package org.mnemos.jobs.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.groups.Tuple.tuple;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mnemos.jobs.entity.JobRun;
import org.mnemos.jobs.entity.JobScope;
import org.mnemos.jobs.entity.Trigger;
import org.mnemos.schedule.control.CronSchedule;
import org.mnemos.schedule.control.ScheduledScope;

/** The maintenance jobs' scheduled work: every registered job's scopes, started as the scheduler. */
class MaintenanceSchedulesTest {

    private static final CronSchedule NIGHTLY = CronSchedule.of("0 2 * * *", "UTC");

    private final List<JobRun> started = new ArrayList<>();
    private final MaintenanceScheduleSource schedules = new MaintenanceScheduleSource();

    @BeforeEach
    void registry() {
        schedules.jobs = new MaintenanceJobs();
        schedules.jobs.jobs = List.of(
                job(
                        "scratch-expiry",
                        JobScope.TENANT,
                        new ScheduledScope(
                                "scratch-expiry", "acme", ScheduledScope.WHOLE_TENANT, NIGHTLY, Instant.EPOCH)),
                job(
                        "intelligent-decay",
                        JobScope.WORKSPACE,
                        new ScheduledScope("intelligent-decay", "acme", "ws-1", NIGHTLY, Instant.EPOCH),
                        new ScheduledScope("intelligent-decay", "acme", "ws-2", NIGHTLY, Instant.EPOCH)));
        schedules.starter = new JobStarter() {
            @Override
            public JobRun start(String job, String tenant, String workspaceId, boolean dryRun, String user) {
                JobRun run = new JobRun(tenant, job, workspaceId, dryRun, user, Instant.EPOCH);
                started.add(run);
                return run;
            }
        };
    }

    @Test
    void everyRegisteredJobContributesItsScopesInNameOrder() throws Exception {
        assertThat(schedules.scopes())
                .extracting(ScheduledScope::job, ScheduledScope::scope)
                .containsExactly(
                        tuple("intelligent-decay", "ws-1"),
                        tuple("intelligent-decay", "ws-2"),
                        tuple("scratch-expiry", ScheduledScope.WHOLE_TENANT));
    }

    @Test
    void aScheduledStartIsARunForRealRequestedByTheScheduler() throws Exception {
        List<ScheduledScope> scopes = schedules.scopes();
        String id = schedules.start(scopes.get(0));
        schedules.start(scopes.get(2));

        assertThat(started).extracting(JobRun::id).startsWith(id);
        assertThat(started).allSatisfy(run -> {
            assertThat(run.trigger()).isEqualTo(Trigger.SCHEDULE);
            assertThat(run.requestedBy()).isEqualTo(JobRun.SCHEDULER);
            assertThat(run.dryRun()).isFalse();
        });
        assertThat(started).extracting(JobRun::workspaceId).containsExactly("ws-1", null);
    }

    @Test
    void anUnknownJobIsNamedWithTheRegisteredOnes() {
        assertThatThrownBy(() -> schedules.jobs.named("defrag"))
                .hasMessageContaining("defrag")
                .hasMessageContaining("intelligent-decay, scratch-expiry");
    }

    private static MaintenanceJob job(String name, JobScope scope, ScheduledScope... scopes) {
        return new MaintenanceJob() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public JobScope scope() {
                return scope;
            }

            @Override
            public String description() {
                return name;
            }

            @Override
            public List<ScheduledScope> scheduledScopes() {
                return List.of(scopes);
            }
        };
    }
}
