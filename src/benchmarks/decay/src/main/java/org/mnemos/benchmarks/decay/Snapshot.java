package org.mnemos.benchmarks.decay;

import java.io.IOException;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import org.postgresql.PGConnection;
import org.postgresql.copy.CopyManager;

/**
 * The data a decay run starts from, written straight into the product's embedded PostgreSQL: active
 * episodic entries as Remember stores them (clustered 384-d unit vectors as little-endian float32,
 * evidence times spread over 120 days, a mix of utilities with some pinned and some marked 0, a third
 * with a subject), plus the workspace's task specifications and recent queries. The rows are kept in
 * {@code bench_snapshot} so that every run (the job, the SQL peer) starts from the identical table.
 */
final class Snapshot implements AutoCloseable {

    static final int DIMENSION = 384;
    static final double MAX_UTILITY = 5;
    static final int AGE_DAYS = 120;
    private static final int BATCH = 10_000;
    private static final double[] UTILITIES = {0.5, 1, 1, 1, 1.5, 2, 3, 4};
    private static final String COLUMNS = "id, workspace_id, tenant, author, kind, category, subject, content, claim_hash,"
            + " source_type, confidence, trust, observed_at, recorded_at, utility, status, embedding";

    final Connection connection;
    final Instant seededAt = Instant.now().truncatedTo(ChronoUnit.SECONDS);

    private Snapshot(Connection connection) {
        this.connection = connection;
    }

    static Snapshot connect(Path dataDir) throws IOException, SQLException {
        List<String> pid = Files.readAllLines(dataDir.resolve("pgdata").resolve("postmaster.pid"));
        String password = Files.readString(dataDir.resolve("database.password")).strip();
        return new Snapshot(DriverManager.getConnection("jdbc:postgresql://localhost:" + pid.get(3).strip() + "/mnemos",
                "mnemos", password));
    }

    /** Writes {@code count} episodic entries, 5 task specifications and 20 recent queries of the workspace. */
    void seed(String tenant, String workspace, int count, Random random) throws SQLException, IOException {
        execute("DROP TABLE IF EXISTS bench_snapshot", "CREATE TABLE bench_snapshot (LIKE memory_entry INCLUDING DEFAULTS)",
                "DELETE FROM recent_query WHERE workspace_id = '" + workspace + "'");
        float[][] centroids = new float[1000][];
        for (int c = 0; c < centroids.length; c++) {
            centroids[c] = gaussian(random, 1.0);
        }
        CopyManager copy = connection.unwrap(PGConnection.class).getCopyAPI();
        StringBuilder rows = new StringBuilder();
        for (int t = 0; t < 5; t++) {
            appendRow(rows, new UUID(random.nextLong(), random.nextLong()), tenant, workspace, "DURABLE", "TASK_SPEC", null,
                    "Task " + t + ": reconcile the quarter's invoices", seededAt, seededAt, 1, near(centroids[t], random));
        }
        for (int i = 0; i < count; i++) {
            long ageSeconds = (long) (random.nextDouble() * AGE_DAYS * 86_400);
            Instant evidence = seededAt.minusSeconds(ageSeconds);
            boolean observed = random.nextDouble() >= 0.1;
            double u = random.nextDouble();
            double utility = u < 0.04 ? MAX_UTILITY : u < 0.07 ? 0 : UTILITIES[random.nextInt(UTILITIES.length)];
            String subject = random.nextDouble() < 0.3 ? "subject-" + random.nextInt(5_000) : null;
            appendRow(rows, new UUID(random.nextLong(), random.nextLong()), tenant, workspace, "EPISODIC", "OBSERVATION",
                    subject, "Note " + i + " about shipment " + random.nextInt(100_000), observed ? evidence : null,
                    observed ? min(evidence.plusSeconds(random.nextInt(86_400)), seededAt) : evidence, utility,
                    near(centroids[random.nextInt(centroids.length)], random));
            if (rows.length() > BATCH * 3_300) {
                copy.copyIn("COPY bench_snapshot (" + COLUMNS + ") FROM STDIN WITH (FORMAT csv)", new StringReader(rows.toString()));
                rows.setLength(0);
            }
        }
        copy.copyIn("COPY bench_snapshot (" + COLUMNS + ") FROM STDIN WITH (FORMAT csv)", new StringReader(rows.toString()));
        StringBuilder queries = new StringBuilder("INSERT INTO recent_query (id, workspace_id, embedding, asked_at) VALUES ");
        for (int q = 0; q < 20; q++) {
            queries.append(q == 0 ? "" : ", ").append("(nextval('recent_query_seq'), '").append(workspace).append("', decode('")
                    .append(HexFormat.of().formatHex(bytes(near(centroids[q], random)))).append("', 'hex'), '")
                    .append(seededAt.minusSeconds(q * 60L)).append("')");
        }
        execute(queries.toString());
    }

    /** Puts the memory table back to the snapshot, with fresh statistics and no dead rows. */
    void restore() throws SQLException {
        execute("TRUNCATE memory_entry CASCADE", "TRUNCATE audit_event", "INSERT INTO memory_entry SELECT * FROM bench_snapshot",
                "VACUUM ANALYZE memory_entry", "VACUUM ANALYZE audit_event");
    }

    void drop() throws SQLException {
        execute("TRUNCATE memory_entry CASCADE", "TRUNCATE audit_event", "DROP TABLE IF EXISTS bench_snapshot",
                "DROP TABLE IF EXISTS bench_relevance");
    }

    void execute(String... statements) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            for (String sql : statements) {
                statement.execute(sql);
            }
        }
    }

    private static void appendRow(StringBuilder rows, UUID id, String tenant, String workspace, String kind, String category,
                                  String subject, String content, Instant observedAt, Instant recordedAt, double utility,
                                  float[] vector) {
        rows.append(id).append(',').append(workspace).append(',').append(tenant).append(",bench,").append(kind).append(',')
                .append(category).append(',').append(subject == null ? "" : subject).append(',').append(content).append(',')
                .append(UUID.nameUUIDFromBytes(content.getBytes()).toString().replace("-", ""))
                .append(UUID.nameUUIDFromBytes(id.toString().getBytes()).toString().replace("-", ""))
                .append(",AGENT_INFERENCE,0.5,LOW,").append(observedAt == null ? "" : observedAt.toString()).append(',')
                .append(recordedAt).append(',').append(utility).append(",ACTIVE,\\x").append(HexFormat.of().formatHex(bytes(vector)))
                .append('\n');
    }

    private static Instant min(Instant a, Instant b) {
        return a.isBefore(b) ? a : b;
    }

    private static float[] near(float[] centroid, Random random) {
        float[] vector = gaussian(random, 0.35);
        for (int d = 0; d < DIMENSION; d++) {
            vector[d] += centroid[d];
        }
        return unit(vector);
    }

    private static float[] gaussian(Random random, double scale) {
        float[] vector = new float[DIMENSION];
        for (int d = 0; d < DIMENSION; d++) {
            vector[d] = (float) (random.nextGaussian() * scale);
        }
        return vector;
    }

    private static float[] unit(float[] vector) {
        double norm = 0;
        for (float v : vector) {
            norm += v * v;
        }
        float inverse = (float) (1 / Math.sqrt(norm));
        for (int d = 0; d < vector.length; d++) {
            vector[d] *= inverse;
        }
        return vector;
    }

    static byte[] bytes(float[] vector) {
        ByteBuffer buffer = ByteBuffer.allocate(vector.length * Float.BYTES).order(ByteOrder.LITTLE_ENDIAN);
        buffer.asFloatBuffer().put(vector);
        return buffer.array();
    }

    static float[] floats(byte[] bytes) {
        float[] vector = new float[bytes.length / Float.BYTES];
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().get(vector);
        return vector;
    }

    @Override
    public void close() throws SQLException {
        connection.close();
    }
}
