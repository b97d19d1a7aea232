package org.mnemos.jobs.control;

import static org.assertj.core.api.Assertions.assertThat;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.Executors;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Two instances' lock sessions on a real PostgreSQL, one of whose sessions is cut off by the server. */
class RunLocksTest {

    private static EmbeddedPostgres postgres;
    private static DataSource database;

    private final RunLocks first = instance();
    private final RunLocks second = instance();

    @BeforeAll
    static void start() throws Exception {
        postgres = EmbeddedPostgres.builder().start();
        database = postgres.getPostgresDatabase();
    }

    @AfterAll
    static void stop() throws Exception {
        postgres.close();
    }

    @AfterEach
    void closeSessions() {
        first.releaseAll();
        second.releaseAll();
    }

    @Test
    void aRunIsHeldByOneInstanceUntilReleased() {
        assertThat(first.tryHold("r1")).isTrue();
        assertThat(first.tryHold("r1")).as("held already").isTrue();
        assertThat(second.tryHold("r1")).isFalse();
        assertThat(second.holds("r1")).isFalse();

        first.release("r1");

        assertThat(first.holds("r1")).isFalse();
        assertThat(second.tryHold("r1")).isTrue();
    }

    @Test
    void aReleaseAfterTakingTwiceLeavesTheRunFree() {
        first.tryHold("r1");
        first.tryHold("r1");
        first.release("r1");

        assertThat(second.tryHold("r1"))
                .as("one release frees a run however often it was taken")
                .isTrue();
    }

    @Test
    void closingTheSessionReleasesEveryRun() {
        first.tryHold("r1");
        first.tryHold("r2");

        first.releaseAll();

        assertThat(second.tryHold("r1")).isTrue();
        assertThat(second.tryHold("r2")).isTrue();
    }

    @Test
    void aBrokenSessionIsReplacedAndKeepsTheRunsNoOtherInstanceTookMeanwhile() throws SQLException {
        first.tryHold("kept");
        first.tryHold("lost");
        terminateLockSessions();
        assertThat(second.tryHold("lost")).as("its owner looked dead").isTrue();

        assertThat(first.tryHold("new")).isTrue();

        assertThat(first.holds("kept")).isTrue();
        assertThat(first.holds("lost")).isFalse();
        assertThat(second.tryHold("kept")).as("taken again by the new session").isFalse();
        first.release("lost");
        assertThat(second.holds("lost")).isTrue();
        RunLocks third = instance();
        assertThat(third.tryHold("lost")).as("still the second instance's").isFalse();
        third.releaseAll();
    }

    private static RunLocks instance() {
        return new RunLocks(() -> database, Executors::defaultThreadFactory);
    }

    /** What a database restart does to the sessions holding run locks. */
    private static void terminateLockSessions() throws SQLException {
        try (Connection connection = database.getConnection();
                Statement statement = connection.createStatement()) {
            statement.execute("SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory'"
                    + " AND pid <> pg_backend_pid()");
        }
    }
}
