package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
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
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mnemos.it.support.Http;
import org.mnemos.it.support.IndexFiles;
import org.mnemos.it.support.LaunchedMnemos;
import org.mnemos.it.support.StoppablePostgres;
import org.mnemos.it.support.Tokens;
import org.mnemos.it.support.Workspaces;

/**
 * The launched product on an external PostgreSQL that goes away: stopped for 20 s under a stream of
 * Remember and Recall calls, and a pool held busy by locked writes. Every call is answered at once, either
 * served or refused with a retryable 503 DATABASE_UNAVAILABLE and Retry-After, never a 500 or a hang;
 * readiness is DOWN meanwhile; the same instance serves again once PostgreSQL is back, and what it stored
 * is whole: every acknowledged entry with its audit event, a failed batch a prefix of its entries, and the
 * retrieval index exactly the database's entries.
 */
class DatabaseOutageIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Duration OUTAGE = Duration.ofSeconds(20);
    private static final Duration RECOVERY = Duration.ofSeconds(10);
    private static final int POOL_SIZE = 3;
    /** Longer than the pool's 5 s wait: an answer later than this is a hang. */
    private static final Duration HANG = Duration.ofSeconds(15);

    @TempDir
    Path temp;

    private StoppablePostgres postgres;
    private LaunchedMnemos mnemos;
    private Path dataDir;
    private String token;
    private String workspace;
    private final HttpClient client = Http.client();

    @BeforeEach
    void launch() throws Exception {
        postgres = StoppablePostgres.start(temp.resolve("pg"));
        // Kept after the run (target/it), for the server log.
        dataDir = Files.createTempDirectory(Path.of(System.getProperty("mnemos.test.dir")), "outage-");
        Map<String, String> env = new HashMap<>(postgres.launcherEnvironment());
        env.put("MNEMOS_DB_POOL_SIZE", String.valueOf(POOL_SIZE));
        env.put("MNEMOS_JOBS_SCHEDULER_ENABLED", "false");
        env.put("MP_JWT_VERIFY_ISSUER", Tokens.ISSUER);
        env.put(
                "MP_JWT_VERIFY_PUBLICKEY_LOCATION",
                Path.of(System.getProperty("mnemos.test.dir"), "jwt-public.pem").toString());
        mnemos = LaunchedMnemos.start(dataDir, LaunchedMnemos.freePort(), env).awaitReady();
        token = Tokens.mint("alice", "acme");
        workspace = Workspaces.create(new Http(mnemos.url()).withToken(token), "outage");
    }

    @AfterEach
    void shutDown() throws Exception {
        try {
            if (mnemos != null) {
                mnemos.close();
            }
        } finally {
            postgres.close();
        }
    }

    @Test
    void aBusyPoolAndThenADeadDatabaseAreAnsweredWith503sAndPassWithoutARestartLeavingNothingHalfWritten()
            throws Exception {
        aPoolHeldBusyRefusesTheCallsItCannotServeInsteadOfQueueingThem();

        Stream stream = new Stream();
        stream.start();
        stream.await(calls -> calls.stream().filter(Call::served).count() >= 10, Duration.ofMinutes(1));

        postgres.stop();
        Instant stopped = Instant.now();
        stream.await(calls -> stopped.plus(OUTAGE).isBefore(Instant.now()), OUTAGE.plusSeconds(5));
        postgres.start();
        Instant back = Instant.now();
        stream.await(
                calls -> servedAfter(calls, back, "remember")
                        && servedAfter(calls, back, "recall")
                        && servedAfter(calls, back, "ready"),
                RECOVERY);
        Instant recovered = Instant.now();
        stream.stop();
        List<Call> calls = stream.calls();
        System.out.printf(
                "DatabaseOutageIT: %d calls, %d refused during the outage; serving again %d ms after PostgreSQL"
                        + " accepted connections%n",
                calls.size(),
                calls.stream().filter(call -> call.status() == 503).count(),
                Duration.between(back, recovered).toMillis());

        assertThat(calls)
                .as("every call is served or refused as retryable, never a 500, another status or a hang")
                .allSatisfy(
                        call -> assertThat(call.status()).as(call.toString()).isIn(200, 201, 503));
        assertThat(calls.stream()
                        .filter(call -> call.status() == 503 && !call.op().equals("ready")))
                .as("refusals are problem documents with the code and a Retry-After")
                .isNotEmpty()
                .allSatisfy(call -> {
                    assertThat(call.code()).as(call.toString()).isEqualTo("DATABASE_UNAVAILABLE");
                    assertThat(call.retryAfter()).as(call.toString()).isEqualTo("5");
                });
        for (String op : List.of("remember", "batch", "recall", "ready")) {
            assertThat(calls)
                    .as(op + " was refused during the outage")
                    .anyMatch(call -> call.op().equals(op)
                            && call.status() == 503
                            && call.sent().isAfter(stopped));
        }
        assertThat(calls.stream().filter(call -> call.op().equals("ready") && call.status() == 503))
                .as("readiness names the database as DOWN")
                .allSatisfy(call -> assertThat(call.code()).isEqualTo("database DOWN"));

        assertStoredWhole(calls);
    }

    /** Entries' writes wait on a lock holding the pool's connections; the calls beyond the pool must not queue. */
    private void aPoolHeldBusyRefusesTheCallsItCannotServeInsteadOfQueueingThem() throws Exception {
        List<Call> calls;
        try (Connection lock = postgres.open()) {
            lock.setAutoCommit(false);
            try (Statement statement = lock.createStatement()) {
                // Reads go on; every write of an entry waits, holding its pooled connection.
                statement.execute("LOCK TABLE memory_entry IN SHARE ROW EXCLUSIVE MODE");
            }
            ExecutorService callers = Executors.newFixedThreadPool(POOL_SIZE * 2);
            List<CompletableFuture<Call>> pending = IntStream.range(0, POOL_SIZE * 2)
                    .mapToObj(i -> CompletableFuture.supplyAsync(
                            () -> remember("Busy pool write " + i + " keeps marker bp" + i + "q"), callers))
                    .toList();
            CompletableFuture.anyOf(pending.toArray(CompletableFuture[]::new)).get(HANG.toSeconds(), TimeUnit.SECONDS);
            lock.rollback();
            calls = pending.stream().map(CompletableFuture::join).toList();
            callers.shutdown();
        }
        assertThat(calls)
                .as("each write is stored once the lock is gone or refused after the pool's wait")
                .allSatisfy(
                        call -> assertThat(call.status()).as(call.toString()).isIn(200, 503));
        assertThat(calls).as("some writes held the pool's connections").anyMatch(Call::served);
        assertThat(calls.stream().filter(call -> call.status() == 503))
                .as("the calls beyond the pool were refused, retryable")
                .isNotEmpty()
                .allSatisfy(call -> {
                    assertThat(call.code()).isEqualTo("DATABASE_UNAVAILABLE");
                    assertThat(call.retryAfter()).isEqualTo("5");
                });
    }

    /** Acknowledged entries are stored with their audit events; a failed batch stored a prefix; index = database. */
    private void assertStoredWhole(List<Call> calls) throws Exception {
        Map<String, String> stored = new HashMap<>();
        Set<String> audited = new HashSet<>();
        try (Connection db = postgres.open()) {
            query(
                    db,
                    "SELECT id, content FROM memory_entry WHERE workspace_id = ?",
                    rs -> stored.put(rs.getString(2), rs.getString(1)));
            query(
                    db,
                    "SELECT entry_id FROM audit_event WHERE workspace_id = ? AND action = 'REMEMBER'",
                    rs -> audited.add(rs.getString(1)));
        }
        for (Call call : calls) {
            if (call.op().equals("remember") || call.op().equals("batch")) {
                if (call.served()) {
                    assertThat(call.contents().stream().map(stored::get).toList())
                            .as("acknowledged entries are stored")
                            .containsExactlyElementsOf(call.ids());
                } else {
                    List<Boolean> kept =
                            call.contents().stream().map(stored::containsKey).toList();
                    assertThat(kept)
                            .as("a refused call stored at most a prefix of its entries, each in its own transaction")
                            .isSortedAccordingTo((a, b) -> Boolean.compare(b, a));
                }
            }
        }
        assertThat(audited).as("every stored entry has its audit event").containsAll(stored.values());
        mnemos.stop();
        mnemos = null;
        assertThat(indexedIds())
                .as("the index holds exactly the database's entries")
                .isEqualTo(Set.copyOf(stored.values()));
    }

    private interface Rows {
        void accept(ResultSet rs) throws SQLException;
    }

    private void query(Connection db, String sql, Rows rows) throws SQLException {
        try (PreparedStatement statement = db.prepareStatement(sql)) {
            statement.setString(1, workspace);
            try (ResultSet rs = statement.executeQuery()) {
                while (rs.next()) {
                    rows.accept(rs);
                }
            }
        }
    }

    private Set<String> indexedIds() throws IOException {
        return new IndexFiles(dataDir.resolve("index")).ids();
    }

    private static boolean servedAfter(List<Call> calls, Instant instant, String op) {
        return calls.stream()
                .anyMatch(call ->
                        call.op().equals(op) && call.served() && call.sent().isAfter(instant));
    }

    /** Remember (one entry, or a batch of three every fourth call), Recall and readiness, each in a loop. */
    private final class Stream {
        private final ConcurrentLinkedQueue<Call> calls = new ConcurrentLinkedQueue<>();
        private final AtomicBoolean running = new AtomicBoolean(true);
        private final AtomicInteger written = new AtomicInteger();
        private final ExecutorService loops = Executors.newFixedThreadPool(3);

        void start() {
            loops.submit(() -> loop(() -> {
                int n = written.incrementAndGet();
                return n % 4 == 0
                        ? batch(IntStream.range(0, 3)
                                .mapToObj(j -> "Outage batch " + n + " entry " + j + " has marker ob" + n + "e" + j)
                                .toList())
                        : remember("Outage stream write " + n + " has marker ow" + n + "z");
            }));
            loops.submit(() -> loop(() -> recall("outage stream write marker")));
            loops.submit(() -> loop(DatabaseOutageIT.this::readiness));
        }

        private void loop(Supplier<Call> next) {
            while (running.get()) {
                calls.add(next.get());
                sleep(Duration.ofMillis(150));
            }
        }

        void await(Predicate<List<Call>> condition, Duration within) {
            Instant deadline = Instant.now().plus(within);
            while (!condition.test(calls())) {
                assertThat(Instant.now()).as("waited for the calls' condition").isBefore(deadline);
                sleep(Duration.ofMillis(100));
            }
        }

        void stop() throws InterruptedException {
            running.set(false);
            loops.shutdown();
            assertThat(loops.awaitTermination(HANG.toSeconds() * 2, TimeUnit.SECONDS))
                    .isTrue();
        }

        List<Call> calls() {
            return List.copyOf(calls);
        }
    }

    private Call remember(String content) {
        ObjectNode input = entry(content);
        return execute("remember", "remember", input, List.of(content));
    }

    private Call batch(List<String> contents) {
        ObjectNode input = JSON.createObjectNode();
        ArrayNode entries = input.putArray("entries");
        contents.forEach(content -> entries.add(entry(content)));
        return execute("batch", "remember", input, contents);
    }

    private Call recall(String query) {
        ObjectNode input = JSON.createObjectNode().put("query", query).put("k", 5);
        return execute("recall", "recall", input, List.of());
    }

    private static ObjectNode entry(String content) {
        ObjectNode entry = JSON.createObjectNode()
                .put("content", content)
                .put("kind", "EPISODIC")
                .put("category", "FACT");
        entry.putObject("source").put("type", "USER_STATEMENT");
        return entry;
    }

    private Call execute(String op, String node, ObjectNode input, List<String> contents) {
        ObjectNode body = JSON.createObjectNode().put("workspace", workspace);
        body.set("input", input);
        HttpRequest request = HttpRequest.newBuilder(mnemos.url().resolve("api/nodes/" + node + "/execute"))
                .timeout(HANG)
                .header("Authorization", "Bearer " + token)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body.toString()))
                .build();
        return send(op, request, contents);
    }

    private Call readiness() {
        return send(
                "ready",
                HttpRequest.newBuilder(mnemos.url().resolve("health/ready"))
                        .timeout(HANG)
                        .build(),
                List.of());
    }

    private Call send(String op, HttpRequest request, List<String> contents) {
        Instant sent = Instant.now();
        try {
            HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
            JsonNode json = JSON.readTree(response.body());
            return new Call(
                    op,
                    sent,
                    response.statusCode(),
                    op.equals("ready") ? readinessOf(json) : json.path("code").asText(null),
                    response.headers().firstValue("Retry-After").orElse(null),
                    contents,
                    ids(json));
        } catch (HttpTimeoutException e) {
            return new Call(op, sent, -1, "no answer within " + HANG, null, contents, List.of());
        } catch (IOException e) {
            return new Call(op, sent, -2, e.toString(), null, contents, List.of());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** The database check's status as "database UP" / "database DOWN". */
    private static String readinessOf(JsonNode health) {
        for (JsonNode check : health.path("checks")) {
            if (check.path("name").asText().equals("database")) {
                return "database " + check.path("status").asText();
            }
        }
        return "no database check";
    }

    private static List<String> ids(JsonNode json) {
        JsonNode output = json.path("output");
        if (output.has("results")) {
            List<String> ids = new ArrayList<>();
            output.get("results").forEach(result -> ids.add(result.path("id").asText(null)));
            return ids;
        }
        return output.has("id") ? List.of(output.get("id").asText()) : List.of();
    }

    private static void sleep(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** One call: what was sent when, and what came back (status, problem code or readiness, Retry-After, ids). */
    private record Call(
            String op,
            Instant sent,
            int status,
            String code,
            String retryAfter,
            List<String> contents,
            List<String> ids) {

        boolean served() {
            return status == 200 || status == 201;
        }
    }
}
