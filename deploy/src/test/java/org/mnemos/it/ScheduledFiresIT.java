package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Predicate;
import java.util.stream.Stream;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mnemos.it.support.Http;
import org.mnemos.it.support.JobRunsClient;
import org.mnemos.it.support.LaunchedMnemos;
import org.mnemos.it.support.WallClock;
import org.mnemos.it.support.Workspaces;

/**
 * The scheduler of the launched product (ticking every few seconds; crons fire once a minute) with both kinds
 * of fires at once, so that their minutes of waiting overlap: a workspace's maintenance policy fires every
 * minute and gets scheduled decay runs; a refresh schedule whose source has gone fails its runs and pauses
 * itself, a local webhook receiver verifying each run's signed body; then both schedules get one fire while the
 * product is down, and each runs exactly once when it is back.
 */
class ScheduledFiresIT {

    private static final Path DATA = Path.of(System.getProperty("mnemos.sample.data"));
    private static final String DECAY = "intelligent-decay";
    private static final String SECRET = "hook-secret-5e1f9a";
    /** Pausing after two failures (four by default, unit-tested) keeps the run short. */
    private static final int MAX_FAILURES = 2;

    private static final Map<String, String> ENVIRONMENT = Map.of(
            "MNEMOS_JOBS_SCHEDULER_TICK", "PT5S",
            "MNEMOS_REFRESH_SCHEDULES_MAX_FAILURES", String.valueOf(MAX_FAILURES),
            "MNEMOS_EGRESS_ALLOW", "127.0.0.1",
            "MNEMOS_CREDENTIALS_HOOK_TYPE", "bearer",
            "MNEMOS_CREDENTIALS_HOOK_TOKEN", SECRET);
    /** A start takes ~30 s on a quiet machine; far longer when other builds share its two cores. */
    private static final Duration START = Duration.ofMinutes(8);
    /** What the scheduler logs when a claimed fire could not be started (it retries, but should not need to). */
    private static final String NOT_STARTED = "Could not start";
    /**
     * What the server's connection pool logs when a connection it handed out comes back twice: the same
     * connection then serves several threads at once (a batch job start once lost its job instance so).
     */
    private static final String POOL_CORRUPTED = "state.isBusy already set to false";

    record Delivery(String timestamp, String signature, byte[] body) {
        JsonNode json() {
            return Workspaces.parse(new String(body, StandardCharsets.UTF_8));
        }
    }

    private final List<Delivery> deliveries = new CopyOnWriteArrayList<>();
    private HttpServer receiver;

    @TempDir
    Path temp;

    @BeforeEach
    void receiver() throws IOException {
        receiver = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        receiver.createContext("/hooks", exchange -> {
            deliveries.add(new Delivery(
                    exchange.getRequestHeaders().getFirst("Mnemos-Timestamp"),
                    exchange.getRequestHeaders().getFirst("Mnemos-Signature"),
                    exchange.getRequestBody().readAllBytes()));
            exchange.sendResponseHeaders(204, -1);
            exchange.close();
        });
        receiver.start();
    }

    @AfterEach
    void stopReceiver() {
        receiver.stop(0);
    }

    @Test
    void firesRunOnScheduleFailingRefreshesPauseAndAFireMissedWhileDownRunsOnceAtStartUp() throws Exception {
        Path dataDir = temp.resolve("data");
        int port = LaunchedMnemos.freePort();
        String workspace;
        String schedule;
        Instant missedFire;

        try (LaunchedMnemos mnemos = LaunchedMnemos.start(dataDir, port, ENVIRONMENT)) {
            Http admin = mnemos.awaitReady(START).asDevAdmin();
            workspace = Workspaces.create(admin, "scheduled");
            setSchedule(admin, workspace, "* * * * *", "Europe/Berlin");
            String artifact = publishedArtifact(admin, workspace);
            deleteSourceFiles(dataDir);
            String schedules = "api/workspaces/" + workspace + "/artifacts/" + artifact + "/schedules";
            Http.Reply created = admin.post(schedules, refreshSchedule("* * * * *", "Europe/Berlin"));
            assertThat(created.status()).as(created.body()).isEqualTo(201);
            schedule = created.json().get("id").asText();
            String path = schedules + "/" + schedule;

            JsonNode scheduled = awaitRuns(admin, workspace, Duration.ofMinutes(2), runs -> !runs.isEmpty())
                    .get(0);
            assertThat(scheduled.get("trigger").asText()).isEqualTo("SCHEDULE");
            assertThat(JobRunsClient.awaitEnd(admin, DECAY, scheduled.get("id").asText())
                            .get("status")
                            .asText())
                    .isEqualTo("COMPLETED");
            JsonNode manual = JobRunsClient.run(admin, DECAY, "{\"workspace\":\"" + workspace + "\",\"dryRun\":true}");
            assertThat(manual.get("trigger").asText()).isEqualTo("MANUAL");

            JsonNode paused = await(
                    admin, path, Duration.ofMinutes(7), s -> !s.get("enabled").asBoolean());
            assertThat(paused.get("consecutiveFailures").asInt()).isEqualTo(MAX_FAILURES);
            assertThat(paused.get("lastStatus").asText()).isEqualTo("FAILED");
            assertThat(paused.get("pausedReason").asText()).contains(MAX_FAILURES + " refreshes in a row");
            awaitDeliveries(MAX_FAILURES); // the webhook of the run that paused it follows the pause
            assertThat(deliveries).hasSize(MAX_FAILURES);
            deliveries.forEach(ScheduledFiresIT::assertSigned);
            assertThat(deliveries.stream()
                            .map(d -> d.json().get("firedAt").asText())
                            .distinct())
                    .hasSize(MAX_FAILURES);
            JsonNode last = deliveries.get(MAX_FAILURES - 1).json();
            assertThat(last.get("scheduleId").asText()).isEqualTo(schedule);
            assertThat(last.get("artifactId").asText()).isEqualTo(artifact);
            assertThat(last.get("status").asText()).isEqualTo("FAILED");
            assertThat(last.get("schedulePaused").asBoolean()).isTrue();
            assertThat(new String(deliveries.get(MAX_FAILURES - 1).body(), StandardCharsets.UTF_8))
                    .doesNotContain(SECRET);
            assertThat(mnemos.serverLog()).doesNotContain(SECRET);

            missedFire = WallClock.nextMinuteAtLeast(Duration.ofSeconds(25));
            ZonedDateTime fire = missedFire.atZone(ZoneOffset.UTC);
            String daily = fire.getMinute() + " " + fire.getHour() + " * * *";
            setSchedule(admin, workspace, daily, "UTC");
            Http.Reply resumed = admin.put(path, refreshSchedule(daily, "UTC").replace("{", "{\"enabled\":true,"));
            assertThat(resumed.status()).as(resumed.body()).isEqualTo(200);
            assertThat(mnemos.serverLog()).doesNotContain(NOT_STARTED).doesNotContain(POOL_CORRUPTED);
            assertThat(mnemos.stop()).isZero();
        }
        WallClock.sleepUntil(missedFire.plusSeconds(2));
        Instant restarted = Instant.now();
        deliveries.clear();

        try (LaunchedMnemos again = LaunchedMnemos.start(dataDir, port, ENVIRONMENT)) {
            Http admin = again.awaitReady(START).asDevAdmin();
            Predicate<List<JsonNode>> oneCatchUp = runs -> runs.stream().anyMatch(run -> startedAfter(run, restarted));
            awaitRuns(admin, workspace, Duration.ofSeconds(90), oneCatchUp);
            awaitDeliveries(1);
            Thread.sleep(Duration.ofSeconds(12).toMillis()); // two more ticks: the fires stay claimed

            List<JsonNode> catchUps = scheduledRuns(admin, workspace).stream()
                    .filter(run -> startedAfter(run, restarted))
                    .toList();
            assertThat(catchUps).as("runs started after the restart").hasSize(1);
            assertThat(claimedRun(again, workspace, missedFire))
                    .isEqualTo(catchUps.get(0).get("id").asText());
            assertThat(deliveries).as("webhooks after the restart").hasSize(1);
            assertSigned(deliveries.get(0));
            assertThat(deliveries.get(0).json().get("firedAt").asText()).isEqualTo(missedFire.toString());
            assertThat(deliveries.get(0).json().get("scheduleId").asText()).isEqualTo(schedule);
            assertThat(again.serverLog()).doesNotContain(NOT_STARTED).doesNotContain(POOL_CORRUPTED);
        }
    }

    private String refreshSchedule(String cron, String zone) {
        return "{\"cron\":\"" + cron + "\",\"zone\":\"" + zone + "\",\"webhookUrl\":\"http://127.0.0.1:"
                + receiver.getAddress().getPort() + "/hooks/ops\",\"webhookSecretRef\":\"hook\"}";
    }

    private static void setSchedule(Http admin, String workspace, String cron, String zone) {
        Http.Reply reply = admin.put(
                "api/admin/retention-policies/" + workspace,
                "{\"schedule\":{\"cron\":\"" + cron + "\",\"zone\":\"" + zone + "\"}}");
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
    }

    /** The workspace's scheduled decay runs, newest first, once they satisfy {@code done}. */
    private static List<JsonNode> awaitRuns(
            Http admin, String workspace, Duration timeout, Predicate<List<JsonNode>> done)
            throws InterruptedException {
        Instant deadline = Instant.now().plus(timeout);
        while (Instant.now().isBefore(deadline)) {
            List<JsonNode> runs = scheduledRuns(admin, workspace);
            if (done.test(runs)) {
                return runs;
            }
            Thread.sleep(1000);
        }
        throw new AssertionError("no scheduled run of " + DECAY + " for " + workspace + " within " + timeout);
    }

    private static List<JsonNode> scheduledRuns(Http admin, String workspace) {
        List<JsonNode> runs = new ArrayList<>();
        admin.get("api/admin/jobs/" + DECAY + "/runs?size=100").json().forEach(run -> {
            if (workspace.equals(run.path("workspace").asText())
                    && "SCHEDULE".equals(run.path("trigger").asText())) {
                runs.add(run);
            }
        });
        return runs;
    }

    private static boolean startedAfter(JsonNode run, Instant instant) {
        return Instant.parse(run.get("startedAt").asText()).isAfter(instant);
    }

    /** The run the database records as started for this fire, as any instance would find it. */
    private static String claimedRun(LaunchedMnemos mnemos, String workspace, Instant fire) throws Exception {
        try (Connection db = mnemos.database();
                PreparedStatement query = db.prepareStatement(
                        "SELECT run_id FROM job_schedule_fire WHERE job = ? AND scope = ? AND fire_time = ?")) {
            query.setString(1, DECAY);
            query.setString(2, workspace);
            query.setObject(3, OffsetDateTime.ofInstant(fire, ZoneOffset.UTC));
            try (ResultSet rs = query.executeQuery()) {
                assertThat(rs.next()).as("a claim of the fire at " + fire).isTrue();
                return rs.getString(1);
            }
        }
    }

    private void awaitDeliveries(int count) throws InterruptedException {
        Instant deadline = Instant.now().plus(Duration.ofSeconds(120));
        while (deliveries.size() < count && Instant.now().isBefore(deadline)) {
            Thread.sleep(500);
        }
    }

    /** The receiver's check, computed apart from the server's code: HMAC-SHA256 of "timestamp.body". */
    private static void assertSigned(Delivery delivery) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(SECRET.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            mac.update((delivery.timestamp() + ".").getBytes(StandardCharsets.UTF_8));
            StringBuilder hex = new StringBuilder("sha256=");
            for (byte b : mac.doFinal(delivery.body())) {
                hex.append(String.format("%02x", b));
            }
            assertThat(delivery.signature()).isEqualTo(hex.toString());
            long sent = Long.parseLong(delivery.timestamp());
            assertThat(Math.abs(Instant.now().getEpochSecond() - sent)).isLessThan(600);
        } catch (java.security.GeneralSecurityException e) {
            throw new AssertionError(e);
        }
    }

    private static String publishedArtifact(Http alice, String workspace) {
        String source =
                Workspaces.profiledCsv(alice, workspace, "superstore", DATA.resolve("superstore/superstore.csv"));
        Http.Reply created = alice.post(
                "api/workspaces/" + workspace + "/artifacts",
                "{\"name\":\"Weekly supply chain\",\"dataSourceId\":\"" + source + "\"}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        String id = created.json().at("/artifact/id").asText();
        Http.Reply published = alice.post("api/workspaces/" + workspace + "/artifacts/" + id + "/publish", "");
        assertThat(published.status()).as(published.body()).isEqualTo(201);
        return id;
    }

    /** The source is gone, so every refresh of it fails (after the connector's retries). */
    private static void deleteSourceFiles(Path dataDir) throws IOException {
        try (Stream<Path> files = Files.walk(dataDir.resolve("sources"))) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Files.delete(file);
            }
        }
    }

    private static JsonNode await(Http http, String path, Duration timeout, Predicate<JsonNode> done)
            throws InterruptedException {
        Instant deadline = Instant.now().plus(timeout);
        JsonNode last = null;
        while (Instant.now().isBefore(deadline)) {
            last = http.get(path).json();
            if (done.test(last)) {
                return last;
            }
            Thread.sleep(2000);
        }
        throw new AssertionError("the schedule did not get there within " + timeout + ": " + last);
    }
}
