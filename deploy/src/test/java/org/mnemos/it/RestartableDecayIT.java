package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mnemos.it.support.DecayingEntries;
import org.mnemos.it.support.Http;
import org.mnemos.it.support.LaunchedMnemos;
import org.mnemos.it.support.Workspaces;

/**
 * A decay run killed with its JVM continues from its checkpoint when the product starts again and
 * ends exactly as an uninterrupted run on the same data. The same data: one seeded data directory,
 * copied while the product is stopped, so both runs see the same entries with the same ids (chunks,
 * and so consolidation groups, follow id order).
 */
class RestartableDecayIT {

    private static final int OLD = 800;
    private static final int FRESH = 400;
    private static final String DECAY = "api/admin/jobs/intelligent-decay/runs";
    /**
     * Small chunks: many checkpoints, so the run can be killed between two of them. No scheduler: a
     * nightly decay firing during the test would change the data one of the runs sees.
     */
    private static final Map<String, String> ENV = Map.of(
            "MNEMOS_JOBS_CHUNK_SIZE",
            "20",
            "MNEMOS_JOBS_RECOVERY_FIRST_CHECK",
            "PT2S",
            "MNEMOS_JOBS_SCHEDULER_ENABLED",
            "false");

    /** Generous: several instances start on a machine that may be busy. */
    private static final Duration START = Duration.ofMinutes(8);

    @TempDir
    Path temp;

    @Test
    void aRunKilledMidwayFinishesFromItsCheckpointWithTheResultOfAnUninterruptedRun() throws Exception {
        Path uninterrupted = temp.resolve("a");
        Path killed = temp.resolve("b");
        String workspace;
        try (LaunchedMnemos mnemos = LaunchedMnemos.start(uninterrupted, LaunchedMnemos.freePort(), ENV)) {
            workspace = seed(admin(mnemos.awaitReady(START)));
            assertThat(mnemos.stop()).isZero();
        }
        copy(uninterrupted, killed);

        JsonNode expected;
        Outcome expectedOutcome;
        String runId;
        long firstExecution;
        int port = LaunchedMnemos.freePort();
        // Both copies at once: the uninterrupted run on one, the run to kill on the other.
        try (LaunchedMnemos a = LaunchedMnemos.start(uninterrupted, LaunchedMnemos.freePort(), ENV);
                LaunchedMnemos b = LaunchedMnemos.start(killed, port, ENV)) {
            Http onB = admin(b.awaitReady(START));
            runId = start(onB, workspace);
            awaitProgress(onB, runId);
            b.kill();
            try (Connection db = b.database()) {
                assertThat(single(db, "SELECT status FROM job_run WHERE id = ?", runId))
                        .isEqualTo("STARTED");
                JsonNode atKill = Workspaces.parse(single(db, "SELECT metrics FROM job_run WHERE id = ?", runId));
                assertThat(atKill.path("scored").asInt())
                        .as("killed midway")
                        .isPositive()
                        .isLessThan(OLD + FRESH);
                firstExecution = Long.parseLong(single(db, "SELECT execution_id FROM job_run WHERE id = ?", runId));
            }

            Http onA = admin(a.awaitReady(START));
            expected = awaitEnd(onA, start(onA, workspace));
            expectedOutcome = outcome(a, workspace);
        }
        assertThat(expected.get("status").asText()).isEqualTo("COMPLETED");
        assertThat(expected.at("/metrics/scored").asInt()).isEqualTo(OLD + FRESH);
        assertThat(expected.at("/metrics/groups").asInt())
                .as("the run consolidates")
                .isPositive();

        try (LaunchedMnemos b = LaunchedMnemos.start(killed, port, ENV)) {
            JsonNode resumed = awaitEnd(admin(b.awaitReady(START)), runId);
            assertThat(resumed.get("status").asText()).isEqualTo("COMPLETED");
            for (String metric : List.of("scored", "retained", "consolidated", "groups", "deleted")) {
                assertThat(resumed.at("/metrics/" + metric).asInt())
                        .as(metric)
                        .isEqualTo(expected.at("/metrics/" + metric).asInt());
            }
            Outcome outcome = outcome(b, workspace);
            assertThat(outcome.episodic()).isEqualTo(expectedOutcome.episodic());
            assertThat(outcome.semantic()).isEqualTo(expectedOutcome.semantic());
            try (Connection db = b.database()) {
                assertThat(Long.parseLong(single(db, "SELECT execution_id FROM job_run WHERE id = ?", runId)))
                        .as("continued in a new execution")
                        .isNotEqualTo(firstExecution);
                assertThat(single(
                                db,
                                "SELECT batchstatus || '/' || exitstatus FROM jbatchexecutioninstancedata"
                                        + " WHERE jobexecid = ?",
                                firstExecution))
                        .isEqualTo("FAILED/ORPHANED");
            }
            assertThat(b.serverLog()).contains("restarted from its checkpoint");
        }
    }

    /** A failed assertion after the kill would leave the killed instance's PostgreSQL running. */
    @AfterEach
    void stopLeftoverDatabases() {
        ProcessHandle.allProcesses()
                .filter(p -> p.info()
                        .commandLine()
                        .map(c -> c.contains("postgres") && c.contains(temp.toString()))
                        .orElse(false))
                .forEach(ProcessHandle::destroy);
    }

    /** Old entries (far below theta: consolidated or deleted) and fresh ones (far above: retained), interleaved topics. */
    private static String seed(Http admin) {
        String workspace = Workspaces.create(admin, "restartable");
        List<ObjectNode> entries = DecayingEntries.of(OLD, FRESH);
        // Small batches: a node call has 30 seconds, and the machine may be busy.
        for (int from = 0; from < entries.size(); from += 50) {
            ObjectNode batch = Workspaces.input();
            ArrayNode array = batch.putArray("entries");
            entries.subList(from, Math.min(entries.size(), from + 50)).forEach(array::add);
            Http.Reply reply = Workspaces.execute(admin, "remember", workspace, null, batch);
            assertThat(reply.status()).as(reply.body()).isEqualTo(200);
            assertThat(reply.json().at("/output/results").findValuesAsText("status"))
                    .containsOnly("STORED");
        }
        return workspace;
    }

    private static String start(Http admin, String workspace) {
        Http.Reply started = admin.post(DECAY, "{\"workspace\":\"" + workspace + "\"}");
        assertThat(started.status()).as(started.body()).isEqualTo(202);
        return started.json().get("id").asText();
    }

    /** Until at least one chunk is committed while the run is still going. */
    private static void awaitProgress(Http admin, String runId) throws InterruptedException {
        Instant deadline = Instant.now().plus(Duration.ofMinutes(3));
        while (Instant.now().isBefore(deadline)) {
            JsonNode run = admin.get(DECAY + "/" + runId).json();
            assertThat(run.get("status").asText()).as("still running").startsWith("START");
            if (run.at("/metrics/scored").asInt() > 0) {
                return;
            }
            Thread.sleep(10);
        }
        throw new IllegalStateException("run " + runId + " made no progress");
    }

    private static JsonNode awaitEnd(Http admin, String runId) throws InterruptedException {
        Instant deadline = Instant.now().plus(Duration.ofMinutes(5));
        while (Instant.now().isBefore(deadline)) {
            JsonNode run = admin.get(DECAY + "/" + runId).json();
            if (!run.get("status").asText().startsWith("START")) {
                return run;
            }
            Thread.sleep(250);
        }
        throw new IllegalStateException("run " + runId + " did not end");
    }

    /** What the workspace holds: the remaining original entries by id, the consolidated ones by content and sources. */
    private record Outcome(List<String> episodic, List<String> semantic) {}

    private static Outcome outcome(LaunchedMnemos mnemos, String workspace) throws IOException, SQLException {
        try (Connection db = mnemos.database()) {
            return new Outcome(
                    rows(
                            db,
                            "SELECT id || ' ' || kind || ' ' || status || ' ' || content FROM memory_entry"
                                    + " WHERE workspace_id = ? AND kind <> 'SEMANTIC' ORDER BY id",
                            workspace),
                    rows(
                            db,
                            "SELECT e.status || ' ' || e.content || ' <- ' || string_agg(l.source_entry_id, ',' ORDER BY"
                                    + " l.source_entry_id) FROM memory_entry e JOIN memory_source_link l ON l.entry_id = e.id"
                                    + " WHERE e.workspace_id = ? AND e.kind = 'SEMANTIC' GROUP BY e.id ORDER BY 1",
                            workspace));
        }
    }

    private static List<String> rows(Connection db, String sql, Object parameter) throws SQLException {
        try (PreparedStatement statement = db.prepareStatement(sql)) {
            statement.setObject(1, parameter);
            List<String> rows = new ArrayList<>();
            try (ResultSet result = statement.executeQuery()) {
                while (result.next()) {
                    rows.add(result.getString(1));
                }
            }
            return rows;
        }
    }

    private static String single(Connection db, String sql, Object parameter) throws SQLException {
        List<String> rows = rows(db, sql, parameter);
        assertThat(rows).as(sql).hasSize(1);
        return rows.get(0);
    }

    private static Http admin(LaunchedMnemos mnemos) {
        Http anonymous = new Http(mnemos.url());
        String token = anonymous
                .post("api/dev/token", "{\"sub\":\"ada\",\"tenant\":\"acme\",\"groups\":[\"admin\"]}")
                .json()
                .get("token")
                .asText();
        return anonymous.withToken(token);
    }

    /** The whole data directory (database, index, keys) as it is while the product is stopped. */
    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            files.forEach(file -> {
                try {
                    // Attributes too: PostgreSQL refuses a data directory others may read.
                    Files.copy(
                            file,
                            to.resolve(from.relativize(file).toString()),
                            StandardCopyOption.COPY_ATTRIBUTES,
                            LinkOption.NOFOLLOW_LINKS);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }
}
