package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.CleanupMode;
import org.junit.jupiter.api.io.TempDir;
import org.mnemos.it.support.DecayingEntries;
import org.mnemos.it.support.Http;
import org.mnemos.it.support.IndexFiles;
import org.mnemos.it.support.JobRunsClient;
import org.mnemos.it.support.LaunchedMnemos;
import org.mnemos.it.support.TestEnvironment;
import org.mnemos.it.support.Tokens;
import org.mnemos.it.support.Workspaces;

/**
 * Two launched instances, A and B, on one external PostgreSQL (a database of the tests' own), each with
 * its own data directory and so its own retrieval index, kept consistent by the index's change log. A
 * write through A is recallable through B, and a Forget through A leaves no trace in B's index files. A
 * decay run killed with A ({@code kill -9}, right after a burst of 1,000 Remembers) is finished by B from
 * its checkpoint; A, started again, replays the log instead of rebuilding and then holds exactly the
 * database's entries, as B does; every row of the change log was written in the transaction it names
 * (B's takeover runs on the orphan watch's timer thread context, where a pooled connection would not
 * join a {@code @Transactional} transaction). And each scheduled fire of scratch expiry, due every minute
 * on both, starts one run across the two. How long the changes took to reach B is printed.
 */
class TwoInstancesIT {

    private static final Duration START = Duration.ofMinutes(8);
    /** Generous for a busy machine: the bound the design states (2 s) is measured and printed, not asserted. */
    private static final Duration PROPAGATION = Duration.ofSeconds(60);

    private static final String DECAY = "intelligent-decay";
    private static final int OLD = 700;
    private static final int FRESH = 300;
    private static final String WORD = "quokka471";

    /** Kept when the test fails: both instances' logs are in it. */
    @TempDir(cleanup = CleanupMode.ON_SUCCESS)
    Path temp;

    @Test
    void bothInstancesIndexEveryChangeFinishTheOthersRunAndStartEachFireOnce() throws Exception {
        Properties database = TestEnvironment.freshDatabase("two_instances");
        Map<String, String> env = environment(database);
        Path dirA = temp.resolve("a");
        int portA = LaunchedMnemos.freePort();
        IndexFiles indexOfA = new IndexFiles(dirA.resolve("index"));
        IndexFiles indexOfB = new IndexFiles(temp.resolve("b").resolve("index"));
        LaunchedMnemos a = LaunchedMnemos.start(dirA, portA, env);
        try (LaunchedMnemos b = LaunchedMnemos.start(temp.resolve("b"), LaunchedMnemos.freePort(), env)) {
            Http onA = admin(a.awaitReady(START));
            Http onB = admin(b.awaitReady(START));
            // Payara's batch runtime creates its repository tables at an instance's first job start: one instance
            // first, before any workspace (and so any scheduled fire) exists, so that the two never race for it.
            JobRunsClient.run(onA, "scratch-expiry", "{\"dryRun\":true}");
            List<Instant[]> bothUp = new ArrayList<>();
            Instant up = Instant.now();
            String workspace = Workspaces.create(onA, "shared");

            rememberedThroughAIsRecalledThroughBAndForgottenFromItsFiles(onA, onB, workspace, indexOfB);

            burst(onA, workspace);
            String run = startDecay(onA, workspace);
            awaitProgress(onA, run);
            a.kill();
            bothUp.add(new Instant[] {up, Instant.now()});
            a = LaunchedMnemos.start(dirA, portA, env);

            JsonNode finished = JobRunsClient.awaitEnd(onB, DECAY, run, Duration.ofMinutes(5));
            assertThat(finished.get("status").asText()).isEqualTo("COMPLETED");
            assertThat(finished.at("/metrics/scored").asInt()).isEqualTo(OLD + FRESH);
            assertThat(b.serverLog()).contains("Job run " + run + " was orphaned; restarted from its checkpoint");
            assertEveryLogRowInItsTransaction(database);

            a.awaitReady(START);
            bothUp.add(new Instant[] {Instant.now(), Instant.MAX});
            assertThat(occurrences(a.serverLog(), "Retrieval index rebuilt from PostgreSQL"))
                    .as("A rebuilt its index only at its first start, when it was empty")
                    .isEqualTo(1);
            assertThat(lastReplay(a.serverLog()))
                    .as("changes A replayed when it started again")
                    .isPositive();
            awaitIndexHoldsTheDatabase(database, indexOfA, "A");
            awaitIndexHoldsTheDatabase(database, indexOfB, "B");

            awaitFireWhileBothWereUp(database, bothUp);
            // A fire's run is recorded on the fire just after the run starts: a run the next fire started a moment
            // ago may not be on its fire yet, so the two are compared until they agree (a fire started twice never
            // would).
            Instant settled = Instant.now().plusSeconds(20);
            List<String> runs;
            List<String> fired;
            do {
                try (Connection db = open(database)) {
                    runs = strings(
                            db,
                            "SELECT id FROM job_run WHERE job = 'scratch-expiry' AND requested_by = 'system:scheduler'");
                    fired = strings(
                            db,
                            "SELECT run_id FROM job_schedule_fire WHERE job = 'scratch-expiry' AND run_id IS NOT NULL");
                }
            } while (!new HashSet<>(runs).equals(new HashSet<>(fired))
                    && Instant.now().isBefore(settled)
                    && sleep(Duration.ofMillis(500)));
            assertThat(runs).as("one scheduled run per claimed fire").containsExactlyInAnyOrderElementsOf(fired);
        } finally {
            a.close();
        }
    }

    /**
     * Three times, with a word of its own: a Remember through A until B recalls it, then a Forget through A until
     * B's index files no longer hold the word. Each delay is printed from A's answer (a lower bound: A committed
     * before it answered) and from the request (an upper bound).
     */
    private static void rememberedThroughAIsRecalledThroughBAndForgottenFromItsFiles(
            Http onA, Http onB, String workspace, IndexFiles filesOfB) throws Exception {
        recalledIds(onB, workspace); // B's first Recall loads its embedding model: not part of what is measured
        for (int round = 1; round <= 3; round++) {
            String word = WORD + round;
            Instant sent = Instant.now();
            String id = Workspaces.remember(
                    onA, workspace, null, Workspaces.input().put("content", "The courier code word is " + word));
            Instant answered = Instant.now();
            await(() -> recalledIds(onB, workspace).contains(id), "B recalls " + word);
            report("a Remember on A recallable on B", sent, answered);
            await(() -> filesOfB.holdsContentTerm(word), "B's index files hold " + word + " after B's next commit");

            sent = Instant.now();
            Http.Reply forgotten = Workspaces.execute(
                    onA,
                    "forget",
                    workspace,
                    null,
                    Workspaces.input().put("id", id).put("reason", "asked to"));
            answered = Instant.now();
            assertThat(forgotten.json().at("/output/forgotten").asInt())
                    .as(forgotten.body())
                    .isEqualTo(1);
            await(() -> !filesOfB.holdsContentTerm(word), "B's index files no longer hold " + word);
            report("a Forget on A gone from B's index files", sent, answered);
            assertThat(recalledIds(onB, workspace)).doesNotContain(id);
        }
    }

    private static void report(String what, Instant sent, Instant answered) {
        Instant seen = Instant.now();
        System.out.println("TwoInstancesIT: " + what + " "
                + Duration.between(answered, seen).toMillis() + " ms after A answered, "
                + Duration.between(sent, seen).toMillis() + " ms after the request");
    }

    /** 1,000 entries in batches of 50, four calls at a time: old ones decay, fresh ones stay. */
    private static void burst(Http onA, String workspace) throws Exception {
        List<ObjectNode> all = DecayingEntries.of(OLD, FRESH);
        List<Callable<Http.Reply>> batches = new ArrayList<>();
        for (int from = 0; from < all.size(); from += 50) {
            ObjectNode batch = Workspaces.input();
            batch.putArray("entries").addAll(all.subList(from, from + 50));
            batches.add(() -> Workspaces.execute(onA, "remember", workspace, null, batch));
        }
        ExecutorService callers = Executors.newFixedThreadPool(4);
        try {
            for (Future<Http.Reply> reply : callers.invokeAll(batches)) {
                assertThat(reply.get().status()).as(reply.get().body()).isEqualTo(200);
                assertThat(reply.get().json().at("/output/results").findValuesAsText("status"))
                        .containsOnly("STORED");
            }
        } finally {
            callers.shutdownNow();
        }
    }

    private static String startDecay(Http admin, String workspace) {
        Http.Reply started = admin.post("api/admin/jobs/" + DECAY + "/runs", "{\"workspace\":\"" + workspace + "\"}");
        assertThat(started.status()).as(started.body()).isEqualTo(202);
        return started.json().get("id").asText();
    }

    /** Until the run has committed a chunk and is still going. */
    private static void awaitProgress(Http admin, String run) throws Exception {
        await(
                () -> {
                    JsonNode status = admin.get("api/admin/jobs/" + DECAY + "/runs/" + run)
                            .json();
                    assertThat(status.get("status").asText())
                            .as("still running")
                            .startsWith("START");
                    return status.at("/metrics/scored").asInt() > 0;
                },
                "run " + run + " progresses",
                Duration.ofMinutes(3));
    }

    private static void awaitIndexHoldsTheDatabase(Properties database, IndexFiles index, String instance)
            throws Exception {
        Set<String> stored;
        try (Connection db = open(database)) {
            stored = new HashSet<>(strings(db, "SELECT id FROM memory_entry"));
        }
        assertThat(stored).hasSizeGreaterThan(FRESH);
        try {
            await(() -> index.ids().equals(stored), instance + "'s index holds the database's entries");
        } catch (AssertionError e) {
            assertThat(index.ids()).as(instance + "'s index").containsExactlyInAnyOrderElementsOf(stored);
        }
    }

    /**
     * A row's {@code tx_id} is the id of the transaction that changed memory; a row PostgreSQL stored in another
     * transaction ({@code xmin}) was visible to the followers before that change committed, or without it.
     */
    private static void assertEveryLogRowInItsTransaction(Properties database) throws SQLException {
        try (Connection db = open(database);
                Statement statement = db.createStatement();
                ResultSet rows = statement.executeQuery("SELECT count(*), count(*) FILTER"
                        + " (WHERE tx_id % 4294967296 <> xmin::text::bigint) FROM index_change")) {
            rows.next();
            assertThat(rows.getLong(1)).as("change-log rows kept").isGreaterThan(OLD);
            assertThat(rows.getLong(2))
                    .as("change-log rows written outside the transaction they name")
                    .isZero();
        }
    }

    /** A fire of scratch expiry (due every minute) claimed at a time both instances were running. */
    private static void awaitFireWhileBothWereUp(Properties database, List<Instant[]> windows) throws Exception {
        await(
                () -> {
                    try (Connection db = open(database);
                            Statement statement = db.createStatement();
                            ResultSet fires = statement.executeQuery(
                                    "SELECT fire_time FROM job_schedule_fire WHERE job = 'scratch-expiry'")) {
                        while (fires.next()) {
                            Instant fire = fires.getTimestamp(1).toInstant();
                            if (windows.stream().anyMatch(w -> !fire.isBefore(w[0]) && fire.isBefore(w[1]))) {
                                return true;
                            }
                        }
                        return false;
                    }
                },
                "a scheduled fire while both instances ran",
                Duration.ofMinutes(2));
    }

    private static Map<String, String> environment(Properties database) {
        Map<String, String> env = new HashMap<>();
        env.put("MNEMOS_DB_URL", database.getProperty("url"));
        env.put("MNEMOS_DB_USER", database.getProperty("user"));
        env.put("MNEMOS_DB_PASSWORD", database.getProperty("password"));
        env.put("MP_JWT_VERIFY_ISSUER", Tokens.ISSUER);
        env.put(
                "MP_JWT_VERIFY_PUBLICKEY_LOCATION",
                Path.of(System.getProperty("mnemos.test.dir"), "jwt-public.pem").toString());
        // Small chunks: a run long enough to be killed midway. Orphans are looked for every two seconds.
        env.put("MNEMOS_JOBS_CHUNK_SIZE", "20");
        env.put("MNEMOS_JOBS_RECOVERY_FIRST_CHECK", "PT2S");
        env.put("MNEMOS_JOBS_RECOVERY_INTERVAL", "PT2S");
        // The change log is kept whole, so that the test can check the transaction of each of its rows.
        env.put("MNEMOS_INDEX_LOG_COMPACTION_INTERVAL", "PT1H");
        // Scratch expiry due every minute, looked at every five seconds by both instances.
        env.put("MNEMOS_JOBS_SCRATCH_EXPIRY_SCHEDULE", "* * * * *");
        env.put("MNEMOS_JOBS_SCHEDULER_FIRST_TICK", "PT5S");
        env.put("MNEMOS_JOBS_SCHEDULER_TICK", "PT5S");
        return env;
    }

    private static Http admin(LaunchedMnemos mnemos) {
        return new Http(mnemos.url()).withToken(Tokens.mint("ada", "acme", "admin"));
    }

    private static List<String> recalledIds(Http http, String workspace) {
        Http.Reply reply = Workspaces.execute(
                http, "recall", workspace, null, Workspaces.input().put("query", "What is the courier code word?"));
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        return reply.json().at("/output/results").findValuesAsText("id");
    }

    private static int occurrences(String text, String part) {
        return text.split(Pattern.quote(part), -1).length - 1;
    }

    private static long lastReplay(String log) {
        Matcher replays =
                Pattern.compile("Retrieval index replayed (\\d+) changes").matcher(log);
        long last = -1;
        while (replays.find()) {
            last = Long.parseLong(replays.group(1));
        }
        return last;
    }

    private static Connection open(Properties database) throws SQLException {
        return DriverManager.getConnection(database.getProperty("url"), database);
    }

    private static List<String> strings(Connection db, String sql) throws SQLException {
        try (Statement statement = db.createStatement();
                ResultSet rs = statement.executeQuery(sql)) {
            List<String> values = new ArrayList<>();
            while (rs.next()) {
                values.add(rs.getString(1));
            }
            return values;
        }
    }

    private static Duration await(Condition done, String what) throws Exception {
        return await(done, what, PROPAGATION);
    }

    /** Polls {@code done} until it holds; how long that took. A read of index files mid-commit is retried. */
    private static Duration await(Condition done, String what, Duration timeout) throws Exception {
        Instant started = Instant.now();
        Instant deadline = started.plus(timeout);
        while (Instant.now().isBefore(deadline)) {
            try {
                if (done.holds()) {
                    return Duration.between(started, Instant.now());
                }
            } catch (IOException midCommit) {
                // the instance replaced the commit being read
            }
            Thread.sleep(50);
        }
        throw new AssertionError(what + ": not within " + timeout);
    }

    private interface Condition {
        boolean holds() throws Exception;
    }

    private static boolean sleep(Duration duration) throws InterruptedException {
        Thread.sleep(duration.toMillis());
        return true;
    }
}
