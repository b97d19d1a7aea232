package org.mnemos.benchmarks.http;

import java.io.IOException;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import org.postgresql.PGConnection;

/**
 * Writes episodic entries straight into the embedded PostgreSQL with COPY, as Remember would store them:
 * synthetic ones (clustered unit vectors, 1,000 centroids plus noise, and short texts) or given texts with
 * their vectors.
 */
final class BulkLoad implements AutoCloseable {

    private static final int DIMENSION = 384;
    private static final int BATCH = 20_000;
    private final Connection connection;

    private BulkLoad(Connection connection) {
        this.connection = connection;
    }

    static BulkLoad connect(Path dataDir) throws IOException, SQLException {
        List<String> pid = Files.readAllLines(dataDir.resolve("pgdata").resolve("postmaster.pid"));
        String password = Files.readString(dataDir.resolve("database.password")).strip();
        return new BulkLoad(DriverManager.getConnection("jdbc:postgresql://localhost:" + pid.get(3).strip() + "/mnemos",
                "mnemos", password));
    }

    /** Synthetic entries: "Note i" and 8 of the queries' 28 words, with clustered vectors. */
    void entries(String tenant, String workspace, int count, Random random) throws SQLException, IOException {
        float[][] centroids = new float[1000][];
        for (int c = 0; c < centroids.length; c++) {
            centroids[c] = gaussian(random, 1.0);
        }
        List<String> texts = new ArrayList<>(count);
        List<float[]> vectors = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            float[] noise = gaussian(random, 0.35);
            float[] vector = centroids[random.nextInt(centroids.length)].clone();
            for (int d = 0; d < DIMENSION; d++) {
                vector[d] += noise[d];
            }
            texts.add("Note " + i + " " + words(random));
            vectors.add(unit(vector));
        }
        entries(tenant, workspace, texts, vectors);
    }

    /** Entries of the given texts and their unit vectors. */
    void entries(String tenant, String workspace, List<String> texts, List<float[]> vectors)
            throws SQLException, IOException {
        var copy = connection.unwrap(PGConnection.class).getCopyAPI();
        for (int start = 0; start < texts.size(); start += BATCH) {
            StringBuilder rows = new StringBuilder();
            for (int i = start; i < Math.min(texts.size(), start + BATCH); i++) {
                rows.append(UUID.randomUUID()).append(',').append(workspace).append(',').append(tenant)
                        .append(",bench,EPISODIC,OBSERVATION,").append(csv(texts.get(i)))
                        .append(',').append(UUID.randomUUID().toString().replace("-", ""))
                        .append(UUID.randomUUID().toString().replace("-", "")).append(",AGENT_INFERENCE,0.5,LOW,")
                        .append("2026-11-01T00:00:00Z,1,ACTIVE,\\x").append(HexFormat.of().formatHex(bytes(vectors.get(i))))
                        .append('\n');
            }
            copy.copyIn("COPY memory_entry (id, workspace_id, tenant, author, kind, category, content, claim_hash, source_type,"
                    + " confidence, trust, recorded_at, utility, status, embedding) FROM STDIN WITH (FORMAT csv)",
                    new StringReader(rows.toString()));
        }
    }

    /** The same vocabulary as the benchmark's queries, so that the lexical half of retrieval has work to do. */
    private static String words(Random random) {
        StringBuilder text = new StringBuilder();
        for (int w = 0; w < 8; w++) {
            text.append(w == 0 ? "" : " ").append(HttpBenchmark.WORDS[random.nextInt(HttpBenchmark.WORDS.length)]);
        }
        return text.toString();
    }

    private static String csv(String text) {
        return '"' + text.replace("\"", "\"\"") + '"';
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

    private static byte[] bytes(float[] vector) {
        ByteBuffer buffer = ByteBuffer.allocate(vector.length * Float.BYTES).order(ByteOrder.LITTLE_ENDIAN);
        buffer.asFloatBuffer().put(vector);
        return buffer.array();
    }

    @Override
    public void close() throws SQLException {
        connection.close();
    }
}
