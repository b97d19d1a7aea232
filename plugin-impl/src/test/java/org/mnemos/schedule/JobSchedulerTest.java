package org.mnemos.schedule;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mnemos.jobs.control.JobStarter;
import org.mnemos.jobs.entity.JobRun;

/** Ticks over time with the database replaced by memory: which runs the scheduler starts, and when. */
class JobSchedulerTest {

    private static final CronSchedule NIGHTLY = CronSchedule.of("0 2 * * *", "UTC");

    private final List<ScheduledScope> scopes = new ArrayList<>();
    private final Set<String> claims = new HashSet<>();
    private final List<JobRun> started = new ArrayList<>();
    private final JobScheduler scheduler = new JobScheduler();

    @BeforeEach
    void inMemory() {
        scheduler.scopes = new ScheduledScopes() {
            @Override
            public List<ScheduledScope> all() {
                return scopes;
            }
        };
        scheduler.claims = new FireClaims() {
            @Override
            public boolean claim(ScheduledScope scope, Instant fire, Instant now, Supplier<String> start) {
                String key = scope.job() + "/" + scope.tenant() + "/" + scope.scope() + "/" + fire;
                if (!claims.add(key)) {
                    return false;
                }
                start.get();
                return true;
            }

            @Override
            public int prune(Instant now) {
                return 0;
            }
        };
        scheduler.starter = new JobStarter() {
            @Override
            public JobRun start(String job, String tenant, String workspaceId, boolean dryRun, String user) {
                if ("broken".equals(workspaceId)) {
                    throw new IllegalStateException("cannot start");
                }
                JobRun run = new JobRun(tenant, job, workspaceId, dryRun, user, Instant.EPOCH);
                started.add(run);
                return run;
            }
        };
    }

    private void tickEveryMinute(String from, String to) throws Exception {
        for (Instant now = Instant.parse(from); !now.isAfter(Instant.parse(to)); now = now.plus(Duration.ofMinutes(1))) {
            scheduler.tick(now);
        }
    }

    @Test
    void backAfterThreeNightsDownTheWorkspaceIsDecayedOnceAtStartUpAndThenNightly() throws Exception {
        scopes.add(new ScheduledScope("intelligent-decay", "acme", "ws-1", NIGHTLY, Instant.parse("2026-01-01T12:00:00Z")));
        tickEveryMinute("2026-01-11T02:00:00Z", "2026-01-11T03:00:00Z");
        assertThat(started).hasSize(1);

        tickEveryMinute("2026-01-14T08:00:00Z", "2026-01-14T12:00:00Z");
        assertThat(started).hasSize(2);
        assertThat(started).allSatisfy(run -> {
            assertThat(run.trigger()).isEqualTo("SCHEDULE");
            assertThat(run.requestedBy()).isEqualTo(JobRun.SCHEDULER);
            assertThat(run.workspaceId()).isEqualTo("ws-1");
            assertThat(run.dryRun()).isFalse();
        });
    }

    @Test
    void aWorkspaceCreatedInTheMorningIsFirstDecayedTheNextNight() throws Exception {
        scopes.add(new ScheduledScope("intelligent-decay", "acme", "ws-new", NIGHTLY, Instant.parse("2026-01-15T10:00:00Z")));

        tickEveryMinute("2026-01-15T10:00:00Z", "2026-01-16T01:59:00Z");
        assertThat(started).isEmpty();
        tickEveryMinute("2026-01-16T02:00:00Z", "2026-01-16T02:10:00Z");
        assertThat(started).hasSize(1);
    }

    @Test
    void aScopeThatCannotStartDoesNotHoldUpTheOthers() throws Exception {
        scopes.add(new ScheduledScope("intelligent-decay", "acme", "broken", NIGHTLY, Instant.EPOCH));
        scopes.add(new ScheduledScope("scratch-expiry", "acme", ScheduledScope.WHOLE_TENANT,
                CronSchedule.of("0 * * * *", "UTC"), Instant.EPOCH));

        scheduler.tick(Instant.parse("2026-01-15T02:30:00Z"));

        assertThat(started).singleElement().satisfies(run -> {
            assertThat(run.job()).isEqualTo("scratch-expiry");
            assertThat(run.workspaceId()).isNull();
        });
    }
}
