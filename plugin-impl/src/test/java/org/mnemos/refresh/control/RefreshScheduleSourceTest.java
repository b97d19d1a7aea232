package org.mnemos.refresh.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mnemos.api.egress.EgressPolicy;
import org.mnemos.api.notify.WebhookDelivery;
import org.mnemos.platform.Json;
import org.mnemos.platform.ProblemException;
import org.mnemos.refresh.entity.RefreshSchedule;
import org.mnemos.refresh.entity.RefreshStatus;
import org.mnemos.refresh.entity.ScheduleSettings;
import org.mnemos.schedule.control.ClaimsDatabase;
import org.mnemos.schedule.control.FireClaims;
import org.mnemos.schedule.control.ScheduledScope;
import org.mnemos.security.control.EgressPolicies;

/**
 * Starting and running scheduled refreshes, with the schedules kept in memory instead of PostgreSQL (the
 * running flag's SQL is exercised by RefreshSchedulesIT) and the refresh outcomes chosen by the test.
 */
class RefreshSchedulesTest {

    private static final Instant CREATED = Instant.parse("2026-11-30T12:00:00Z");
    private static final Instant MONDAY_FIRE = Instant.parse("2026-12-07T06:00:00Z");

    private final Map<String, RefreshSchedule> rows = new HashMap<>();
    private final Map<String, Boolean> running = new ConcurrentHashMap<>();
    private final List<Runnable> queued = new CopyOnWriteArrayList<>();
    private final List<RefreshOrder> orders = new ArrayList<>();
    private final List<byte[]> webhookBodies = new ArrayList<>();
    private final List<RefreshStatus> outcomes = new ArrayList<>();
    private RefreshScheduleSource schedules;
    private RefreshSchedule schedule;

    private final RefreshSchedules store = new RefreshSchedules() {
        @Override
        public Optional<RefreshSchedule> find(String id) {
            return Optional.ofNullable(rows.get(id));
        }

        @Override
        public List<RefreshSchedule> enabled() {
            return rows.values().stream().filter(RefreshSchedule::enabled).toList();
        }

        @Override
        public boolean recordRun(String id, Instant fire, RefreshOutcome outcome, int maxFailures) {
            return rows.get(id).record(fire, outcome.refreshId(), outcome.status(), outcome.errorCode(), maxFailures);
        }

        @Override
        public void recordWebhook(String id, String delivery) {
            rows.get(id).recordWebhook(delivery);
        }

        @Override
        public boolean beginRun(String id, Instant now, Instant staleBefore) {
            return rows.get(id).enabled() && running.putIfAbsent(id, true) == null;
        }

        @Override
        public void endRun(String id) {
            running.remove(id);
        }
    };

    @BeforeEach
    void oneSchedule() {
        schedule = new RefreshSchedule(
                "acme",
                "ws",
                "artifact",
                new ScheduleSettings("0 7 * * 1", "Europe/Berlin", true, "https://hooks.example.com/h", "hook"),
                "ann",
                CREATED);
        rows.put(schedule.id(), schedule);

        ScheduledRefresh refresh = new ScheduledRefresh();
        refresh.store = store;
        refresh.maxFailures = 4;
        refresh.clock = Clock.fixed(MONDAY_FIRE.plusSeconds(2), ZoneOffset.UTC);
        refresh.refreshes = new RefreshTransactions();
        refresh.refreshes.refreshes = new Refreshing() {
            @Override
            public RefreshOutcome refresh(RefreshOrder order) {
                orders.add(order);
                RefreshStatus status = outcomes.isEmpty() ? RefreshStatus.SUCCEEDED : outcomes.remove(0);
                return new RefreshOutcome(
                        "refresh-" + orders.size(),
                        status,
                        order.artifactId(),
                        3,
                        9994,
                        "fp",
                        null,
                        status == RefreshStatus.FAILED ? "SOURCE_UNREACHABLE" : null,
                        null,
                        true,
                        12,
                        0,
                        1800);
            }
        };
        refresh.webhooks = (url, secretName, body, egress) -> {
            webhookBodies.add(body);
            return new WebhookDelivery(
                    503, "SOURCE_UNREACHABLE", "The server at https://hooks.example.com answered HTTP 503");
        };
        refresh.egress = new EgressPolicies() {
            @Override
            public EgressPolicy of(String tenant) {
                return EgressPolicy.publicOnly();
            }
        };

        schedules = new RefreshScheduleSource();
        schedules.store = store;
        schedules.refresh = refresh;
        schedules.runTimeout = "PT1H";
        schedules.clock = Clock.fixed(MONDAY_FIRE.plusSeconds(20), ZoneOffset.UTC);
        schedules.executor = queued::add;
    }

    private ScheduledScope scope() {
        return schedules.scopes().get(0);
    }

    private void fireAndRun() {
        schedules.start(scope());
        queued.remove(0).run();
    }

    @Test
    void theScopeIsTheScheduleWithItsCronAndSinceSoOnlyTheLatestMissedFireIsDue() {
        ScheduledScope scope = scope();

        assertThat(scope.job()).isEqualTo(RefreshScheduleSource.JOB);
        assertThat(scope.scope()).isEqualTo(schedule.id());
        // Down from Sunday to Wednesday after two Mondays' fires: only the latest is due.
        assertThat(scope.dueFire(Instant.parse("2026-12-16T10:00:00Z")))
                .contains(Instant.parse("2026-12-14T06:00:00Z"));
        assertThat(scope.dueFire(Instant.parse("2026-11-30T13:00:00Z"))).isEmpty();
    }

    /** Two instances of a cluster tick at once: their claims meet in PostgreSQL and one run starts. */
    @Test
    void twoRacingClaimersStartTheFireOnce() throws Exception {
        try (ClaimsDatabase database = ClaimsDatabase.start()) {
            List<FireClaims> instances = List.of(database.instance(), database.instance());
            CyclicBarrier together = new CyclicBarrier(2);
            ExecutorService threads = Executors.newFixedThreadPool(2);
            List<Future<Boolean>> claimed = new ArrayList<>();
            for (FireClaims instance : instances) {
                claimed.add(threads.submit(() -> {
                    ScheduledScope scope = scope();
                    together.await();
                    return instance.claim(
                            scope, MONDAY_FIRE, MONDAY_FIRE.plusSeconds(20), () -> schedules.start(scope));
                }));
            }
            int starts = 0;
            for (Future<Boolean> claim : claimed) {
                starts += claim.get() ? 1 : 0;
            }
            threads.shutdown();

            assertThat(starts).isEqualTo(1);
            assertThat(queued).hasSize(1);
            assertThat(instances.get(0).claim(scope(), MONDAY_FIRE, MONDAY_FIRE.plusSeconds(80), () -> "again"))
                    .isFalse();
        }
    }

    @Test
    void aFireWhileThePreviousRunIsInProgressIsRefusedUntilItHasEnded() {
        schedules.start(scope());

        assertThatThrownBy(() -> schedules.start(scope()))
                .isInstanceOf(ProblemException.class)
                .hasMessageContaining("still running");
        assertThat(queued).hasSize(1);

        queued.remove(0).run();
        schedules.start(scope());
        assertThat(queued).hasSize(1);
    }

    @Test
    void aStartTheExecutorRefusesLeavesTheScheduleFreeForTheNextTick() {
        schedules.executor = task -> {
            throw new RejectedExecutionException("shutting down");
        };

        assertThatThrownBy(() -> schedules.start(scope())).isInstanceOf(RejectedExecutionException.class);
        assertThat(running).isEmpty();
    }

    @Test
    void aRunRefreshesForTheCreatorWithTheScheduleAndTellsTheWebhook() throws Exception {
        fireAndRun();

        RefreshOrder order = orders.get(0);
        assertThat(order.trigger()).hasToString("SCHEDULE");
        assertThat(order.scheduleId()).isEqualTo(schedule.id());
        assertThat(order.user()).isEqualTo("ann");
        assertThat(order.publish()).isTrue();
        assertThat(order.dataSourceId()).isNull();
        JsonNode body = Json.mapper().readTree(webhookBodies.get(0));
        assertThat(body.get("event").asText()).isEqualTo("refresh.succeeded");
        assertThat(body.get("scheduleId").asText()).isEqualTo(schedule.id());
        assertThat(body.get("refreshId").asText()).isEqualTo("refresh-1");
        assertThat(body.get("rowCount").asLong()).isEqualTo(9994);
        assertThat(body.get("firedAt").asText()).isEqualTo(MONDAY_FIRE.toString());
        // The webhook failed; the run did not.
        assertThat(schedule.lastStatus()).isEqualTo(RefreshStatus.SUCCEEDED);
        assertThat(schedule.lastWebhook()).startsWith("SOURCE_UNREACHABLE");
        assertThat(running).isEmpty();
    }

    @Test
    void fourFailingRunsPauseTheScheduleAndTheLastWebhookSaysSo() throws Exception {
        outcomes.addAll(
                List.of(RefreshStatus.FAILED, RefreshStatus.FAILED, RefreshStatus.FAILED, RefreshStatus.FAILED));

        for (int i = 0; i < 4; i++) {
            fireAndRun();
        }

        assertThat(schedule.enabled()).isFalse();
        assertThat(schedules.scopes()).isEmpty();
        JsonNode last = Json.mapper().readTree(webhookBodies.get(3));
        assertThat(last.get("status").asText()).isEqualTo("FAILED");
        assertThat(last.get("errorCode").asText()).isEqualTo("SOURCE_UNREACHABLE");
        assertThat(last.get("schedulePaused").asBoolean()).isTrue();
        assertThat(Json.mapper()
                        .readTree(webhookBodies.get(2))
                        .get("schedulePaused")
                        .asBoolean())
                .isFalse();
    }

    @Test
    void aRefusedRefreshIsAFailedRunNotALostOne() {
        schedules.refresh.refreshes.refreshes = new Refreshing() {
            @Override
            public RefreshOutcome refresh(RefreshOrder order) {
                throw ProblemException.forbidden("Refreshing needs the STEWARD role");
            }
        };

        fireAndRun();

        assertThat(schedule.lastStatus()).isEqualTo(RefreshStatus.FAILED);
        assertThat(schedule.lastErrorCode()).isEqualTo("FORBIDDEN");
        assertThat(schedule.consecutiveFailures()).isEqualTo(1);
        assertThat(running).isEmpty();
    }
}
