package org.mnemos.schedule.control;

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

/** Ticks over time with the database replaced by memory: which runs the scheduler starts, and when. */
class SchedulerTest {

    private static final CronSchedule NIGHTLY = CronSchedule.of("0 2 * * *", "UTC");

    private final List<ScheduledScope> scopes = new ArrayList<>();
    private final Set<String> claims = new HashSet<>();
    private final List<ScheduledScope> started = new ArrayList<>();
    private final Scheduler scheduler = new Scheduler();

    @BeforeEach
    void inMemory() {
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
        scheduler.sources = List.of(new ScheduleSource() {
            @Override
            public List<ScheduledScope> scopes() {
                return scopes;
            }

            @Override
            public String start(ScheduledScope scope) {
                if ("broken".equals(scope.workspaceId())) {
                    throw new IllegalStateException("cannot start");
                }
                started.add(scope);
                return "run-" + started.size();
            }
        });
    }

    private void tickEveryMinute(String from, String to) throws Exception {
        for (Instant now = Instant.parse(from);
                !now.isAfter(Instant.parse(to));
                now = now.plus(Duration.ofMinutes(1))) {
            scheduler.tick(now);
        }
    }

    @Test
    void backAfterThreeNightsDownTheWorkspaceIsDecayedOnceAtStartUpAndThenNightly() throws Exception {
        scopes.add(new ScheduledScope(
                "intelligent-decay", "acme", "ws-1", NIGHTLY, Instant.parse("2026-01-01T12:00:00Z")));
        tickEveryMinute("2026-01-11T02:00:00Z", "2026-01-11T03:00:00Z");
        assertThat(started).hasSize(1);

        tickEveryMinute("2026-01-14T08:00:00Z", "2026-01-14T12:00:00Z");
        assertThat(started).hasSize(2);
        assertThat(started).allSatisfy(scope -> assertThat(scope.workspaceId()).isEqualTo("ws-1"));
    }

    @Test
    void aWorkspaceCreatedInTheMorningIsFirstDecayedTheNextNight() throws Exception {
        scopes.add(new ScheduledScope(
                "intelligent-decay", "acme", "ws-new", NIGHTLY, Instant.parse("2026-01-15T10:00:00Z")));

        tickEveryMinute("2026-01-15T10:00:00Z", "2026-01-16T01:59:00Z");
        assertThat(started).isEmpty();
        tickEveryMinute("2026-01-16T02:00:00Z", "2026-01-16T02:10:00Z");
        assertThat(started).hasSize(1);
    }

    @Test
    void aScopeThatCannotStartDoesNotHoldUpTheOthers() throws Exception {
        scopes.add(new ScheduledScope("intelligent-decay", "acme", "broken", NIGHTLY, Instant.EPOCH));
        scopes.add(new ScheduledScope(
                "scratch-expiry",
                "acme",
                ScheduledScope.WHOLE_TENANT,
                CronSchedule.of("0 * * * *", "UTC"),
                Instant.EPOCH));

        scheduler.tick(Instant.parse("2026-01-15T02:30:00Z"));

        assertThat(started).singleElement().satisfies(scope -> {
            assertThat(scope.job()).isEqualTo("scratch-expiry");
            assertThat(scope.workspaceId()).isNull();
        });
    }
}
