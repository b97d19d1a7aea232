package org.mnemos.schedule.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The claims against a real PostgreSQL: instances racing for a fire are separate connections here. */
class FireClaimsTest {

    private static final Instant NOW = Instant.parse("2026-01-15T01:00:20Z");
    private static final Instant FIRE = Instant.parse("2026-01-15T01:00:00Z");
    private static final CronSchedule NIGHTLY = CronSchedule.of("0 1 * * *", "UTC");

    private static ClaimsDatabase claimsDatabase;
    private static DataSource database;

    private final ConcurrentLinkedQueue<String> started = new ConcurrentLinkedQueue<>();

    @BeforeAll
    static void startDatabase() throws Exception {
        claimsDatabase = ClaimsDatabase.start();
        database = claimsDatabase.dataSource();
    }

    @AfterAll
    static void stopDatabase() throws Exception {
        claimsDatabase.close();
    }

    @BeforeEach
    void noClaims() throws Exception {
        claimsDatabase.execute("DELETE FROM job_schedule_fire");
    }

    private static FireClaims instance() {
        return claimsDatabase.instance();
    }

    private static ScheduledScope workspace(String id) {
        return new ScheduledScope("intelligent-decay", "acme", id, NIGHTLY, Instant.EPOCH);
    }

    /** Starts a "run" slowly, so that the racing claimers meet the claim while its run is still starting. */
    private String slowStart() {
        try {
            Thread.sleep(200);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        String run = UUID.randomUUID().toString();
        started.add(run);
        return run;
    }

    @Test
    void ofInstancesRacingForTheSameFiresExactlyOneStartsEachRun() throws Exception {
        int instances = 4;
        int fires = 5;
        CyclicBarrier together = new CyclicBarrier(instances);
        ExecutorService threads = Executors.newFixedThreadPool(instances);
        List<Future<Integer>> wins = new ArrayList<>();
        for (int i = 0; i < instances; i++) {
            FireClaims instance = instance();
            wins.add(threads.submit((Callable<Integer>) () -> {
                int won = 0;
                for (int f = 0; f < fires; f++) {
                    together.await();
                    won += instance.claim(workspace("ws-1"), FIRE.plus(Duration.ofDays(f)), NOW, this::slowStart)
                            ? 1
                            : 0;
                }
                return won;
            }));
        }
        int totalWins = 0;
        for (Future<Integer> won : wins) {
            totalWins += won.get();
        }
        threads.shutdown();

        assertThat(totalWins).isEqualTo(fires);
        assertThat(started).hasSize(fires);
        assertThat(claimedRuns()).containsExactlyInAnyOrderElementsOf(started);
    }

    @Test
    void aClaimedFireIsNotStartedAgainButAnotherScopesFireIs() throws Exception {
        assertThat(instance().claim(workspace("ws-1"), FIRE, NOW, this::slowStart))
                .isTrue();
        assertThat(instance().claim(workspace("ws-1"), FIRE, NOW, this::slowStart))
                .isFalse();
        assertThat(instance().claim(workspace("ws-2"), FIRE, NOW, this::slowStart))
                .isTrue();

        assertThat(started).hasSize(2);
    }

    @Test
    void aStartThatFailsLeavesTheFireUnclaimedForTheNextTick() throws Exception {
        assertThatThrownBy(() -> instance().claim(workspace("ws-1"), FIRE, NOW, () -> {
                    throw new IllegalStateException("batch runtime not ready");
                }))
                .hasMessageContaining("not ready");

        assertThat(claimedRuns()).isEmpty();
        assertThat(instance().claim(workspace("ws-1"), FIRE, NOW, this::slowStart))
                .isTrue();
        assertThat(claimedRuns()).containsExactlyElementsOf(started);
    }

    @Test
    void pruningKeepsTheLatestClaimOfEachScope() throws Exception {
        FireClaims claims = instance();
        Instant longAgo = NOW.minus(Duration.ofDays(30));
        claims.claim(workspace("ws-1"), longAgo, longAgo, this::slowStart);
        claims.claim(
                workspace("ws-1"), longAgo.plus(Duration.ofDays(1)), longAgo.plus(Duration.ofDays(1)), this::slowStart);
        claims.claim(workspace("ws-2"), longAgo, longAgo, this::slowStart);

        assertThat(claims.prune(NOW)).isEqualTo(1);
        assertThat(claims.claim(workspace("ws-1"), longAgo.plus(Duration.ofDays(1)), NOW, this::slowStart))
                .isFalse();
        assertThat(claims.claim(workspace("ws-2"), longAgo, NOW, this::slowStart))
                .isFalse();
    }

    private static List<String> claimedRuns() throws Exception {
        List<String> runs = new ArrayList<>();
        try (Connection connection = database.getConnection();
                Statement statement = connection.createStatement();
                ResultSet rs = statement.executeQuery("SELECT run_id FROM job_schedule_fire")) {
            while (rs.next()) {
                runs.add(rs.getString(1));
            }
        }
        return runs;
    }
}
