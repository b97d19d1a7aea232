package org.mnemos.benchmarks.decay;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.lang.management.ManagementFactory;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Properties;
import java.util.Random;
import java.util.Set;

/**
 * Intelligent decay at scale through the product's admin API, against one server-side SQL statement
 * on the identical snapshot, both checked against a reference scorer. For each size: seed, then per
 * θ (about 10 % and 50 % deleted, consolidation off) restore → job → restore → SQL peer.
 */
public final class DecayBenchmark {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String JOB = "api/admin/jobs/intelligent-decay/runs";

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final StringBuilder table = new StringBuilder();
    private final StringBuilder notes = new StringBuilder();
    /** Jobs that ended FAILED or STOPPED: the product's side of the comparison is missing, so no page is written. */
    private final List<String> failedJobs = new ArrayList<>();
    private URI base;
    private String token;

    public static void main(String[] args) throws Exception {
        List<Integer> sizes = Arrays.stream(args[1].split(",")).map(Integer::parseInt).toList();
        new DecayBenchmark().run(Path.of(args[0]), sizes, Path.of(args[2]), args[3], Integer.parseInt(args[4]));
    }

    private void run(Path launcher, List<Integer> sizes, Path results, String label, int consolidateUpTo) throws Exception {
        long began = System.nanoTime();
        String load = Files.readString(Path.of("/proc/loadavg")).strip();
        Path data = Files.createTempDirectory("mnemos-decay-bench");
        int port = freePort();
        base = URI.create("http://localhost:" + port + "/");
        table.append("| entries | θ | consolidation | scored | deleted | job wall time | scored/s | deleted/s | SQL peer | job ÷ SQL"
                + " | server heap: peak used / peak after GC | job = reference | SQL = reference | near-ties at θ |\n")
                .append("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n");
        try (Server server = Server.start(launcher, data, port); Snapshot db = Snapshot.connect(data)) {
            token = send("POST", "api/dev/token", "{\"sub\":\"bench\",\"tenant\":\"bench\",\"groups\":[\"admin\"]}").get("token").asText();
            warmUp(db);
            for (int size : sizes) {
                String workspace = send("POST", "api/workspaces", "{\"name\":\"decay-" + size + "\"}").get("id").asText();
                long started = System.nanoTime();
                db.seed("bench", workspace, size, new Random(size));
                log("seeded " + size + " entries in " + seconds(started) + " s");
                notes.append("- ").append(size).append(" entries seeded with COPY in ").append(round(seconds(started))).append(" s; ");
                started = System.nanoTime();
                Reference reference = Reference.load(db.connection, workspace, size);
                reference.writeRelevance(db.connection);
                notes.append("reference loaded and relevance precomputed in ").append(round(seconds(started))).append(" s.\n");
                for (double fraction : new double[] {0.1, 0.5}) {
                    double theta = reference.thetaFor(fraction, Instant.now());
                    measure(server, db, reference, workspace, size, theta, false);
                }
                if (size <= consolidateUpTo) {
                    measure(server, db, reference, workspace, size, reference.thetaFor(0.1, Instant.now()), true);
                }
                db.drop();
            }
        } finally {
            deleteTree(data);
        }
        if (!failedJobs.isEmpty()) {
            System.err.println("Not writing " + results + ": the decay job did not complete: " + String.join("; ", failedJobs));
            System.exit(1);
        }
        String section = section(label, load, Files.readString(Path.of("/proc/loadavg")).strip(), sizes, seconds(began));
        Results.splice(results, label, section);
        System.out.println(section);
    }

    /**
     * One job on 2,000 entries before anything is measured: the first run of a fresh server pays for
     * class loading, JIT, the batch repository's first use and the first query plans.
     */
    private void warmUp(Snapshot db) throws Exception {
        String workspace = send("POST", "api/workspaces", "{\"name\":\"warm-up\"}").get("id").asText();
        db.seed("bench", workspace, 2_000, new Random(1));
        db.restore();
        long started = System.nanoTime();
        JsonNode run = await(send("POST", JOB, "{\"workspace\":\"" + workspace + "\"}").get("id").asText());
        checkCompleted(run, "warm-up");
        notes.append("- Warm-up: one job on 2,000 entries first (").append(run.get("status").asText()).append(", ")
                .append(round(seconds(started))).append(" s), not counted.\n");
        db.drop();
    }

    private void measure(Server server, Snapshot db, Reference reference, String workspace, int size, double theta,
                         boolean consolidate) throws Exception {
        send("PUT", "api/admin/retention-policies/" + workspace, "{\"alpha\":" + Reference.ALPHA + ",\"beta\":" + Reference.BETA
                + ",\"gamma\":" + Reference.GAMMA + ",\"lambdaPerDay\":" + Reference.LAMBDA + ",\"maxUtility\":"
                + Snapshot.MAX_UTILITY + ",\"theta\":" + theta + ",\"consolidation\":{\"enabled\":" + consolidate
                + ",\"minGroupSize\":3}}");
        db.restore();
        server.beginWatch();
        long started = System.nanoTime();
        String runId = send("POST", JOB, "{\"workspace\":\"" + workspace + "\"}").get("id").asText();
        JsonNode run = await(runId);
        double wall = seconds(started);
        long[] heap = server.endWatch();
        log("job " + size + " θ=" + theta + ": " + run.get("status").asText() + " " + run.get("metrics") + " in " + wall + " s");
        checkCompleted(run, size + " entries, θ=" + theta + (consolidate ? ", consolidation on" : ""));
        Instant asOf = asOf(db, runId);
        Set<String> remaining = remaining(db, workspace);
        Set<String> jobDeleted = new HashSet<>(Arrays.asList(reference.ids));
        jobDeleted.removeAll(remaining);
        Set<String> expected = reference.deleted(asOf, theta);
        String sql = "not run (consolidation writes entries)";
        String sqlCheck = "—";
        String ratio = "—";
        if (!consolidate) {
            db.restore();
            SqlPeer.Result peer = SqlPeer.run(db.connection, workspace, asOf, theta);
            log("SQL peer: " + peer.deleted().size() + " deleted in " + peer.seconds() + " s");
            sql = round(peer.seconds()) + " s";
            sqlCheck = compare(peer.deleted(), expected, reference, asOf, theta);
            ratio = round(wall / peer.seconds()) + " ×";
        }
        long scored = run.at("/metrics/scored").asLong();
        long deleted = run.at("/metrics/deleted").asLong() + run.at("/metrics/consolidated").asLong();
        table.append("| ").append(String.format("%,d", size)).append(" | ").append(theta).append(" | ")
                .append(consolidate ? "on (" + run.at("/metrics/groups").asLong() + " groups)" : "off").append(" | ")
                .append(scored).append(" | ").append(deleted).append(" (").append(Math.round(100.0 * deleted / size))
                .append(" %) | ").append(round(wall)).append(" s").append(run.get("status").asText().equals("COMPLETED") ? ""
                        : " **" + run.get("status").asText() + "**").append(" | ").append(Math.round(scored / wall))
                .append(" | ").append(Math.round(deleted / wall)).append(" | ").append(sql).append(" | ").append(ratio)
                .append(" | ").append(heap[0]).append(" MB / ").append(heap[1]).append(" MB (").append(heap[2]).append(" GCs) | ")
                .append(compare(jobDeleted, expected, reference, asOf, theta)).append(" | ").append(sqlCheck).append(" | ")
                .append(reference.ties(asOf, theta)).append(" |\n");
    }

    /** A job still running at its deadline is reported as it stands; one that failed or was stopped is not a figure. */
    private void checkCompleted(JsonNode run, String what) {
        String status = run.get("status").asText();
        if (status.equals("FAILED") || status.equals("STOPPED")) {
            failedJobs.add(what + ": " + status);
        }
    }

    /** "yes (n ids)", or how many ids differ and whether they are all near-ties. */
    private static String compare(Set<String> actual, Set<String> expected, Reference reference, Instant asOf, double theta) {
        Set<String> missing = new HashSet<>(expected);
        missing.removeAll(actual);
        Set<String> extra = new HashSet<>(actual);
        extra.removeAll(expected);
        if (missing.isEmpty() && extra.isEmpty()) {
            return "yes (" + actual.size() + " ids)";
        }
        long explained = 0;
        for (int i = 0; i < reference.ids.length; i++) {
            String id = reference.ids[i];
            if ((missing.contains(id) || extra.contains(id)) && Math.abs(reference.score(i, asOf) - theta) < Reference.TIE) {
                explained++;
            }
        }
        return "**no**: " + missing.size() + " not deleted, " + extra.size() + " deleted in excess (" + explained + " near-ties)";
    }

    private JsonNode await(String runId) throws Exception {
        Instant deadline = Instant.now().plus(Duration.ofMinutes(Long.getLong("bench.jobMinutes", 30)));
        while (true) {
            JsonNode run = send("GET", JOB + "/" + runId + "?size=1", null);
            String status = run.get("status").asText();
            if (List.of("COMPLETED", "FAILED", "STOPPED").contains(status) || Instant.now().isAfter(deadline)) {
                return run;
            }
            Thread.sleep(200);
        }
    }

    /** The job's own as-of time, read back from its batch parameters; the run's start time if that fails. */
    private Instant asOf(Snapshot db, String runId) throws Exception {
        String table = "executioninstancedata";
        try (ResultSet found = db.connection.createStatement().executeQuery("SELECT table_schema || '.' || table_name"
                + " FROM information_schema.tables WHERE lower(table_name) LIKE '%executioninstancedata'")) {
            table = found.next() ? found.getString(1) : table;
        }
        try (PreparedStatement query = db.connection.prepareStatement("SELECT x.parameters, r.started_at FROM job_run r"
                + " LEFT JOIN " + table + " x ON x.jobexecid = r.execution_id WHERE r.id = ?")) {
            query.setString(1, runId);
            try (ResultSet row = query.executeQuery()) {
                row.next();
                byte[] parameters = row.getBytes(1);
                if (parameters != null) {
                    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(parameters))) {
                        return Instant.parse(((Properties) in.readObject()).getProperty("asOf"));
                    } catch (IOException | ClassCastException e) {
                        log("batch parameters unreadable (" + e + "); using the run's start time");
                    }
                }
                return row.getTimestamp(2).toInstant();
            }
        } catch (java.sql.SQLException e) {
            log("batch parameters not found (" + e.getMessage() + "); using the run's start time");
            return Instant.parse(send("GET", JOB + "/" + runId + "?size=1", null).get("startedAt").asText());
        }
    }

    private static Set<String> remaining(Snapshot db, String workspace) throws Exception {
        Set<String> ids = new HashSet<>();
        try (PreparedStatement query = db.connection.prepareStatement(
                "SELECT id FROM memory_entry WHERE workspace_id = ? AND kind = 'EPISODIC'")) {
            query.setString(1, workspace);
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    ids.add(rows.getString(1));
                }
            }
        }
        return ids;
    }

    private String section(String label, String loadBefore, String loadAfter, List<Integer> sizes, double seconds)
            throws IOException {
        long ram = ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getTotalMemorySize() >> 30;
        return "### " + label + "\n\n"
                + "| | |\n|---|---|\n"
                + "| command | `src/benchmarks/decay/run` (SIZES=" + sizes.stream().map(String::valueOf).reduce((a, b) -> a + "," + b)
                .orElse("") + ", LABEL=" + label + ") |\n"
                + "| date | " + ZonedDateTime.now().format(DateTimeFormatter.RFC_1123_DATE_TIME) + " |\n"
                + "| machine | " + Runtime.getRuntime().availableProcessors() + " cores (nproc), " + cpu() + ", " + ram + " GiB RAM |\n"
                + "| load average (1, 5, 15 min) | before: " + loadBefore + "; after: " + loadAfter + " |\n"
                + "| JDK | " + System.getProperty("java.vm.name") + " " + System.getProperty("java.version") + " |\n"
                + "| server | `java " + Server.HEAP + " -Xlog:gc -jar mnemos.jar`, embedded PostgreSQL, same machine |\n"
                + "| total run time | " + Math.round(seconds) + " s |\n\n"
                + table + "\n" + notes + "\n";
    }

    private JsonNode send(String method, String path, String body) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofMinutes(5))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body))
                .header("Content-Type", "application/json");
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() >= 300) {
            throw new IllegalStateException(method + " " + path + ": " + response.statusCode() + " " + response.body());
        }
        return JSON.readTree(response.body());
    }

    private static String cpu() throws IOException {
        return Files.readAllLines(Path.of("/proc/cpuinfo")).stream().filter(l -> l.startsWith("model name"))
                .findFirst().map(l -> l.substring(l.indexOf(':') + 1).strip()).orElse("unknown CPU");
    }

    private static void log(String line) {
        System.out.println(Instant.now() + " " + line);
    }

    private static double seconds(long startedNanos) {
        return (System.nanoTime() - startedNanos) / 1e9;
    }

    private static double round(double value) {
        return Math.round(value * 100) / 100.0;
    }

    /** The server's data directory (a gigabyte or more at 10⁶ entries) goes once the server has stopped. */
    private static void deleteTree(Path root) throws IOException {
        try (var paths = Files.walk(root)) {
            for (Path path : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
