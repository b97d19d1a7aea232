package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mnemos.it.support.Http;
import org.mnemos.it.support.JobRunsClient;
import org.mnemos.it.support.LaunchedMnemos;
import org.mnemos.it.support.Workspaces;

/**
 * The scheduler on the launched product: a workspace whose policy fires every minute gets scheduled
 * runs, and a fire that passes while the product is down runs once when it is back.
 */
class ScheduledJobsIT {

    private static final String DECAY = "intelligent-decay";
    /** Tick every few seconds so the test need not wait a minute per tick; the first tick keeps its default. */
    private static final Map<String, String> QUICK_TICKS = Map.of("MNEMOS_JOBS_SCHEDULER_TICK", "PT5S");

    /** A start takes ~30 s on a quiet machine; far longer when other builds share its two cores. */
    private static final Duration START = Duration.ofMinutes(8);
    /** What the scheduler logs when a claimed fire could not be started (it retries, but should not need to). */
    private static final String NOT_STARTED = "Could not start";

    @TempDir
    Path temp;

    @Test
    void dueFiresStartScheduledRunsAndAFireMissedWhileDownRunsOnceAtStartUp() throws Exception {
        Path dataDir = temp.resolve("data");
        int port = LaunchedMnemos.freePort();
        String workspace;
        Instant missedFire;

        try (LaunchedMnemos mnemos = LaunchedMnemos.start(dataDir, port, QUICK_TICKS)) {
            Http admin = devAdmin(mnemos.awaitReady(START));
            workspace = Workspaces.create(admin, "scheduled");
            setSchedule(admin, workspace, "* * * * *", "Europe/Berlin");

            JsonNode scheduled = awaitRuns(admin, workspace, Duration.ofMinutes(2), runs -> !runs.isEmpty())
                    .get(0);
            assertThat(scheduled.get("trigger").asText()).isEqualTo("SCHEDULE");
            assertThat(JobRunsClient.awaitEnd(admin, DECAY, scheduled.get("id").asText())
                            .get("status")
                            .asText())
                    .isEqualTo("COMPLETED");
            JsonNode manual = JobRunsClient.run(admin, DECAY, "{\"workspace\":\"" + workspace + "\",\"dryRun\":true}");
            assertThat(manual.get("trigger").asText()).isEqualTo("MANUAL");

            missedFire = nextMinuteAtLeast(Duration.ofSeconds(20));
            ZonedDateTime fire = missedFire.atZone(ZoneOffset.UTC);
            setSchedule(admin, workspace, fire.getMinute() + " " + fire.getHour() + " * * *", "UTC");
            assertThat(mnemos.serverLog()).doesNotContain(NOT_STARTED);
            assertThat(mnemos.stop()).isZero();
        }
        sleepUntil(missedFire.plusSeconds(2));
        Instant restarted = Instant.now();

        try (LaunchedMnemos again = LaunchedMnemos.start(dataDir, port, QUICK_TICKS)) {
            Http admin = devAdmin(again.awaitReady(START));
            Predicate<List<JsonNode>> oneCatchUp = runs -> runs.stream().anyMatch(run -> startedAfter(run, restarted));
            awaitRuns(admin, workspace, Duration.ofSeconds(90), oneCatchUp);
            Thread.sleep(Duration.ofSeconds(12).toMillis()); // two more ticks: the fire stays claimed

            List<JsonNode> catchUps = scheduledRuns(admin, workspace).stream()
                    .filter(run -> startedAfter(run, restarted))
                    .toList();
            assertThat(catchUps).as("runs started after the restart").hasSize(1);
            assertThat(claimedRun(again, workspace, missedFire))
                    .isEqualTo(catchUps.get(0).get("id").asText());
            assertThat(again.serverLog()).doesNotContain(NOT_STARTED);
        }
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

    private static Instant nextMinuteAtLeast(Duration ahead) {
        return Instant.now().plus(ahead).truncatedTo(ChronoUnit.MINUTES).plus(Duration.ofMinutes(1));
    }

    private static void sleepUntil(Instant instant) throws InterruptedException {
        long millis = Duration.between(Instant.now(), instant).toMillis();
        if (millis > 0) {
            Thread.sleep(millis);
        }
    }

    private static Http devAdmin(LaunchedMnemos mnemos) {
        Http anonymous = new Http(mnemos.url());
        String token = anonymous
                .post("api/dev/token", "{\"sub\":\"alice\",\"tenant\":\"acme\",\"groups\":[\"admin\"]}")
                .json()
                .get("token")
                .asText();
        return anonymous.withToken(token);
    }
}
