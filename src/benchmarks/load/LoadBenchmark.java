import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Load against the product as users start it ({@code java -jar mnemos.jar}, embedded PostgreSQL, loopback only):
 * CLIENTS concurrent clients for DURATION seconds mixing Remember (one entry, and batches), Recall and the memory list, after
 * a seeded workspace and a warm-up. Per operation: throughput, p50/p95/p99/max and every status; each second: heap,
 * JVM threads, the instance's PostgreSQL sessions (all and active) and the machine's CPU. Writes a results page,
 * unless an operation never succeeded (then the figures measure a failure, not the load: exit 1).
 * A single-file program (JDK and the PostgreSQL driver only): {@code src/benchmarks/load/run}.
 */
public class LoadBenchmark {

    enum Op {
        REMEMBER("Remember, one entry", 35),
        BATCH("Remember, batch of " + Workload.BATCH, 10),
        RECALL("Recall, k = 5", 40),
        LIST("memory list, page of 20", 15);

        final String label;
        final int weight;

        Op(String label, int weight) {
            this.label = label;
            this.weight = weight;
        }
    }

    record Sample(Op op, long nanos, int status) {}

    record Tick(long second, double heapMb, double threads, int sessions, int activeSessions, double cpu) {}

    public static void main(String[] args) throws Exception {
        Path jar = Path.of(args[0]);
        Path page = Path.of(args[1]);
        int clients = Integer.parseInt(args[2]);
        Duration length = Duration.ofSeconds(Long.parseLong(args[3]));
        Path data = Files.createTempDirectory("mnemos-load");
        List<Op> failed;
        try (Product product = Product.start(jar, data)) {
            Workload workload = new Workload(product.base());
            workload.prepare();
            // The warm-up is never longer than the measured run (a smoke run measures a few seconds).
            run(workload, 8, Duration.ofSeconds(Math.min(15, length.toSeconds())), null);
            ConcurrentLinkedQueue<Tick> ticks = new ConcurrentLinkedQueue<>();
            List<Sample> samples = run(workload, clients, length, new Sampler(product, ticks));
            failed = Arrays.stream(Op.values())
                    .filter(op -> samples.stream().noneMatch(s -> s.op() == op && s.status() / 100 == 2))
                    .toList();
            if (failed.isEmpty()) {
                Files.writeString(page, Report.of(clients, length, samples, List.copyOf(ticks), product.poolSize()));
                System.out.println("wrote " + page);
            }
        }
        if (!failed.isEmpty()) {
            System.err.println("Not writing " + page + ": no call of " + failed + " succeeded; the server's log is "
                    + data.resolve("console.log"));
            System.exit(1);
        }
    }

    /** CLIENTS loops of weighted random operations for the duration; the sampler, if any, runs alongside. */
    static List<Sample> run(Workload workload, int clients, Duration length, Sampler sampler) throws Exception {
        ConcurrentLinkedQueue<Sample> samples = new ConcurrentLinkedQueue<>();
        AtomicBoolean running = new AtomicBoolean(true);
        ExecutorService pool = Executors.newFixedThreadPool(clients + 1);
        if (sampler != null) {
            pool.submit(() -> sampler.loop(running));
        }
        for (int i = 0; i < clients; i++) {
            pool.submit(() -> {
                while (running.get()) {
                    Op op = pick();
                    long start = System.nanoTime();
                    int status = workload.call(op);
                    samples.add(new Sample(op, System.nanoTime() - start, status));
                }
                return null;
            });
        }
        Thread.sleep(length.toMillis());
        running.set(false);
        pool.shutdown();
        if (!pool.awaitTermination(2, TimeUnit.MINUTES)) {
            throw new IllegalStateException("clients did not finish");
        }
        return List.copyOf(samples);
    }

    static Op pick() {
        int roll = ThreadLocalRandom.current().nextInt(100);
        for (Op op : Op.values()) {
            roll -= op.weight;
            if (roll < 0) {
                return op;
            }
        }
        return Op.RECALL;
    }

    /** The launched product: its process, port, data directory and database. */
    static final class Product implements AutoCloseable {
        private final Process process;
        private final Path data;
        private final int port;

        private Product(Process process, Path data, int port) {
            this.process = process;
            this.data = data;
            this.port = port;
        }

        static Product start(Path jar, Path data) throws Exception {
            int port;
            try (ServerSocket socket = new ServerSocket(0)) {
                port = socket.getLocalPort();
            }
            Path console = data.resolve("console.log");
            ProcessBuilder builder = new ProcessBuilder(
                            Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                            "-Xmx1g",
                            "-jar",
                            jar.toString())
                    .redirectErrorStream(true)
                    .redirectOutput(console.toFile());
            builder.environment().put("MNEMOS_PORT", String.valueOf(port));
            builder.environment().put("MNEMOS_DATA_DIR", data.toString());
            builder.environment().remove("MNEMOS_DB_URL");
            Product product = new Product(builder.start(), data, port);
            Instant deadline = Instant.now().plus(Duration.ofMinutes(10));
            while (!Files.readString(console).contains("Mnemos is ready at")) {
                if (!product.process.isAlive() || Instant.now().isAfter(deadline)) {
                    throw new IllegalStateException("Mnemos did not start:\n" + Files.readString(console));
                }
                Thread.sleep(500);
            }
            return product;
        }

        URI base() {
            return URI.create("http://localhost:" + port + "/");
        }

        int poolSize() {
            return 32;
        }

        /** The embedded database, found as an operator would: its pid file and the generated password. */
        Connection database() throws IOException, SQLException {
            List<String> pid = Files.readAllLines(data.resolve("pgdata").resolve("postmaster.pid"));
            String password = Files.readString(data.resolve("database.password")).trim();
            return DriverManager.getConnection(
                    "jdbc:postgresql://localhost:" + pid.get(3).trim() + "/mnemos", "mnemos", password);
        }

        @Override
        public void close() throws InterruptedException {
            process.destroy();
            process.waitFor(2, TimeUnit.MINUTES);
        }
    }

    /** The calls: a workspace seeded with entries, then each operation with its own new content or query. */
    static final class Workload {
        static final int BATCH = 20;
        private static final Pattern TOKEN = Pattern.compile("\"token\"\\s*:\\s*\"([^\"]+)\"");
        private static final Pattern ID = Pattern.compile("\"id\"\\s*:\\s*\"([^\"]+)\"");
        private static final String[] TOPICS = {
            "invoices", "shipping", "refunds", "the Berlin warehouse", "weekly sales", "customer churn",
            "supplier delays", "the EU region", "discounts", "returns", "the Q3 forecast", "support tickets"
        };

        private final HttpClient http =
                HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        private final URI base;
        private final AtomicLong serial = new AtomicLong();
        private String token;
        private String workspace;

        Workload(URI base) {
            this.base = base;
        }

        void prepare() throws Exception {
            token = find(TOKEN, send(post("api/dev/token", "{\"sub\":\"bench\",\"tenant\":\"bench\"}")));
            workspace = find(ID, send(post("api/workspaces", "{\"name\":\"load\"}")));
            for (int i = 0; i < 20; i++) {
                send(post("api/nodes/remember/execute", execute(batch(100))));
            }
        }

        int call(Op op) {
            HttpRequest request =
                    switch (op) {
                        case REMEMBER -> post("api/nodes/remember/execute", execute(entry()));
                        case BATCH -> post("api/nodes/remember/execute", execute(batch(BATCH)));
                        case RECALL -> post(
                                "api/nodes/recall/execute",
                                execute("{\"query\":\"What do we know about " + topic() + "?\",\"k\":5}"));
                        case LIST -> authorized(HttpRequest.newBuilder(base.resolve("api/workspaces/" + workspace
                                        + "/memories?size=20&page=" + ThreadLocalRandom.current().nextInt(5))))
                                .GET()
                                .build();
                    };
            try {
                return http.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
            } catch (IOException e) {
                return -1;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return -1;
            }
        }

        private String execute(String input) {
            return "{\"workspace\":\"" + workspace + "\",\"input\":" + input + "}";
        }

        private String entry() {
            return "{\"content\":\"Note " + serial.incrementAndGet() + " about " + topic()
                    + ": the figures changed this week\",\"kind\":\"EPISODIC\",\"category\":\"OBSERVATION\","
                    + "\"source\":{\"type\":\"USER_STATEMENT\"}}";
        }

        private String batch(int size) {
            List<String> entries = new ArrayList<>();
            for (int i = 0; i < size; i++) {
                entries.add(entry());
            }
            return "{\"entries\":[" + String.join(",", entries) + "]}";
        }

        private static String topic() {
            return TOPICS[ThreadLocalRandom.current().nextInt(TOPICS.length)];
        }

        private HttpRequest post(String path, String body) {
            return authorized(HttpRequest.newBuilder(base.resolve(path)))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(body))
                    .build();
        }

        private HttpRequest.Builder authorized(HttpRequest.Builder request) {
            request.timeout(Duration.ofSeconds(60));
            return token == null ? request : request.header("Authorization", "Bearer " + token);
        }

        private String send(HttpRequest request) throws Exception {
            HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() >= 300) {
                throw new IllegalStateException(response.statusCode() + " " + response.body());
            }
            return response.body();
        }

        private static String find(Pattern pattern, String json) {
            Matcher matcher = pattern.matcher(json);
            if (!matcher.find()) {
                throw new IllegalStateException("not found in " + json);
            }
            return matcher.group(1);
        }
    }

    /** Once a second: heap and threads from /metrics, the instance's PostgreSQL sessions, the machine's CPU. */
    static final class Sampler {
        private static final Pattern HEAP = Pattern.compile("(?m)^memory_usedHeap_bytes\\S*\\s+([0-9.E+]+)");
        private static final Pattern THREADS = Pattern.compile("(?m)^thread_count\\S*\\s+([0-9.E+]+)");
        private final Product product;
        private final ConcurrentLinkedQueue<Tick> ticks;
        private final HttpClient http = HttpClient.newHttpClient();

        Sampler(Product product, ConcurrentLinkedQueue<Tick> ticks) {
            this.product = product;
            this.ticks = ticks;
        }

        Void loop(AtomicBoolean running) throws Exception {
            long[] cpu = cpuTimes();
            long second = 0;
            try (Connection db = product.database()) {
                while (running.get()) {
                    Thread.sleep(1000);
                    long[] now = cpuTimes();
                    double busy = 1 - (double) (now[1] - cpu[1]) / Math.max(1, now[0] - cpu[0]);
                    cpu = now;
                    String metrics = http.send(
                                    HttpRequest.newBuilder(product.base().resolve("metrics"))
                                            .header("Accept", "text/plain")
                                            .build(),
                                    HttpResponse.BodyHandlers.ofString())
                            .body();
                    int[] sessions = sessions(db);
                    ticks.add(new Tick(
                            ++second,
                            number(HEAP, metrics) / (1024 * 1024),
                            number(THREADS, metrics),
                            sessions[0],
                            sessions[1],
                            busy));
                }
            }
            return null;
        }

        /** The pool's sessions (application name mnemos), all and those running a statement, minus this one. */
        private static int[] sessions(Connection db) throws SQLException {
            try (Statement statement = db.createStatement();
                    ResultSet rs = statement.executeQuery("SELECT count(*), count(*) FILTER (WHERE state = 'active')"
                            + " FROM pg_stat_activity WHERE application_name = 'mnemos' AND pid <> pg_backend_pid()")) {
                rs.next();
                return new int[] {rs.getInt(1), rs.getInt(2)};
            }
        }

        private static double number(Pattern pattern, String text) {
            Matcher matcher = pattern.matcher(text);
            return matcher.find() ? Double.parseDouble(matcher.group(1)) : Double.NaN;
        }

        /** Total and idle jiffies of all CPUs from /proc/stat. */
        private static long[] cpuTimes() throws IOException {
            String[] fields = Files.readAllLines(Path.of("/proc/stat")).get(0).trim().split("\\s+");
            long total = 0;
            for (int i = 1; i < fields.length; i++) {
                total += Long.parseLong(fields[i]);
            }
            return new long[] {total, Long.parseLong(fields[4]) + Long.parseLong(fields[5])};
        }
    }

    /** The results page. */
    static final class Report {
        static String of(int clients, Duration length, List<Sample> samples, List<Tick> ticks, int poolSize)
                throws IOException {
            StringBuilder page = new StringBuilder();
            page.append("# Benchmark: load on one instance\n\n")
                    .append("`src/benchmarks/load/run` (not part of `mvn verify`): `java -Xmx1g -jar mnemos.jar` with its ")
                    .append("embedded PostgreSQL, called over loopback by ")
                    .append(clients)
                    .append(" concurrent clients for ")
                    .append(length.toSeconds())
                    .append(" s after a workspace seeded with 2,000 entries and a 15 s warm-up of 8 clients. Each client ")
                    .append("loops without pause over a weighted random mix: ");
            List<String> mix = new ArrayList<>();
            for (Op op : Op.values()) {
                mix.add(op.label + " " + op.weight + " %");
            }
            page.append(String.join(", ", mix)).append(". Measured ").append(LocalDate.now()).append(" on ");
            page.append(machine()).append(", shared with other builds.\n\n");
            page.append("| operation | calls | per second | p50 ms | p95 ms | p99 ms | max ms | 2xx | 4xx | 503 | other 5xx | no answer |\n");
            page.append("|---|---|---|---|---|---|---|---|---|---|---|---|\n");
            Map<Op, List<Sample>> byOp = new EnumMap<>(Op.class);
            samples.forEach(s -> byOp.computeIfAbsent(s.op(), op -> new ArrayList<>()).add(s));
            long fiveXx = 0;
            for (Op op : Op.values()) {
                List<Sample> mine = byOp.getOrDefault(op, List.of());
                long[] nanos = mine.stream().mapToLong(Sample::nanos).sorted().toArray();
                long ok = mine.stream().filter(s -> s.status() / 100 == 2).count();
                long client = mine.stream().filter(s -> s.status() / 100 == 4).count();
                long busy = mine.stream().filter(s -> s.status() == 503).count();
                long other = mine.stream().filter(s -> s.status() / 100 == 5 && s.status() != 503).count();
                long none = mine.stream().filter(s -> s.status() < 0).count();
                fiveXx += busy + other;
                page.append(String.format(
                        Locale.ROOT,
                        "| %s | %d | %.1f | %s | %s | %s | %s | %d | %d | %d | %d | %d |%n",
                        op.label,
                        mine.size(),
                        mine.size() / (double) length.toSeconds(),
                        ms(nanos, 0.50),
                        ms(nanos, 0.95),
                        ms(nanos, 0.99),
                        ms(nanos, 1.0),
                        ok,
                        client,
                        busy,
                        other,
                        none));
            }
            page.append(String.format(
                    Locale.ROOT,
                    "%nAll operations: %d calls, %.1f per second, %d answered 5xx.%n%n",
                    samples.size(),
                    samples.size() / (double) length.toSeconds(),
                    fiveXx));
            page.append("Every 5 s of the run (heap and threads from `/metrics`; PostgreSQL sessions of the pool from ")
                    .append("`pg_stat_activity` where `application_name = 'mnemos'`, all and those running a statement; ")
                    .append("the machine's CPU busy share over the second before):\n\n");
            page.append("| second | heap MB | JVM threads | pool sessions | active sessions | CPU busy |\n|---|---|---|---|---|---|\n");
            for (Tick tick : ticks) {
                if (tick.second() % 5 == 0) {
                    page.append(String.format(
                            Locale.ROOT,
                            "| %d | %.0f | %.0f | %d | %d | %.0f %% |%n",
                            tick.second(),
                            tick.heapMb(),
                            tick.threads(),
                            tick.sessions(),
                            tick.activeSessions(),
                            tick.cpu() * 100));
                }
            }
            page.append("\n").append(saturation(ticks, poolSize));
            return page.toString();
        }

        /** What ran out first, read off the samples: the CPU, the connection pool, or neither. */
        static String saturation(List<Tick> ticks, int poolSize) {
            double cpu = ticks.stream().mapToDouble(Tick::cpu).average().orElse(0);
            int sessions = ticks.stream().mapToInt(Tick::sessions).max().orElse(0);
            double active = ticks.stream().mapToInt(Tick::activeSessions).average().orElse(0);
            return String.format(
                    Locale.ROOT,
                    "**What saturates first.** The CPU was %.0f %% busy on average; the pool opened at most %d of its %d "
                            + "connections and had %.1f running a statement on average. %s%n",
                    cpu * 100,
                    sessions,
                    poolSize,
                    active,
                    cpu > 0.9
                            ? "The CPU saturates first (the embedding of every remembered entry and of every query "
                                    + "runs in-process): connections wait for the CPU, not the reverse, so the pool "
                                    + "never has to refuse a request."
                            : sessions >= poolSize
                                    ? "The connection pool saturates first: requests beyond it wait up to 5 s and "
                                            + "are then answered 503 DATABASE_UNAVAILABLE."
                                    : "Neither the CPU nor the pool ran out at this load.");
        }

        private static String ms(long[] sorted, double quantile) {
            if (sorted.length == 0) {
                return "–";
            }
            int index = (int) Math.min(sorted.length - 1, Math.ceil(quantile * sorted.length) - 1);
            return String.format(Locale.ROOT, "%.1f", sorted[Math.max(0, index)] / 1e6);
        }

        private static String machine() throws IOException {
            String cpu = Files.readAllLines(Path.of("/proc/cpuinfo")).stream()
                    .filter(line -> line.startsWith("model name"))
                    .findFirst()
                    .map(line -> line.substring(line.indexOf(':') + 1).strip())
                    .orElse("unknown CPU");
            return Runtime.getRuntime().availableProcessors() + " cores (" + cpu + "), JDK "
                    + System.getProperty("java.version");
        }
    }
}
