package org.mnemos.benchmarks.decay;

import java.io.StringReader;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.postgresql.PGConnection;

/**
 * A plain re-implementation of the decay score, independent of the product's code: S = α·R + β·E +
 * γ·min(1, U/N), R = exp(−λ·age in days), E = max(0, cosine to the normalised centroid of the task
 * specifications and recent queries); pinned (U ≥ N) stay, U ≤ 0 go, otherwise S < θ goes. It loads
 * the snapshot once (id, evidence time, utility, relevance) and scores it for any as-of time and θ.
 */
final class Reference {

    static final double ALPHA = 0.4;
    static final double BETA = 0.4;
    static final double GAMMA = 0.2;
    static final double LAMBDA = 0.05;
    /**
     * Scores this close to θ are near-ties: the product sums the task vector in float, this class in
     * double, so the last digits of E (about 1e-7) may differ and either decision is right.
     */
    static final double TIE = 1e-6;

    final String[] ids;
    final long[] evidenceMillis;
    final double[] utility;
    final double[] relevance;

    private Reference(int size) {
        ids = new String[size];
        evidenceMillis = new long[size];
        utility = new double[size];
        relevance = new double[size];
    }

    static Reference load(Connection connection, String workspace, int expected) throws SQLException {
        float[] task = taskVector(connection, workspace);
        Reference reference = new Reference(expected);
        connection.setAutoCommit(false);
        try (PreparedStatement query = connection.prepareStatement("SELECT id, COALESCE(observed_at, recorded_at), utility,"
                + " embedding FROM bench_snapshot WHERE kind = 'EPISODIC' ORDER BY id")) {
            query.setFetchSize(5_000);
            try (ResultSet rows = query.executeQuery()) {
                int i = 0;
                while (rows.next()) {
                    reference.ids[i] = rows.getString(1);
                    reference.evidenceMillis[i] = rows.getTimestamp(2).getTime();
                    reference.utility[i] = rows.getDouble(3);
                    reference.relevance[i] = Math.max(0, cosine(Snapshot.floats(rows.getBytes(4)), task));
                    i++;
                }
                if (i != expected) {
                    throw new IllegalStateException("snapshot holds " + i + " episodic entries, expected " + expected);
                }
            }
        } finally {
            connection.commit();
            connection.setAutoCommit(true);
        }
        return reference;
    }

    double score(int i, Instant asOf) {
        double ageDays = Math.max(0, (asOf.toEpochMilli() - evidenceMillis[i]) / 86_400_000.0);
        return ALPHA * Math.exp(-LAMBDA * ageDays) + BETA * relevance[i] + GAMMA * Math.min(1, utility[i] / Snapshot.MAX_UTILITY);
    }

    boolean deletes(int i, Instant asOf, double theta) {
        return utility[i] < Snapshot.MAX_UTILITY && (utility[i] <= 0 || score(i, asOf) < theta);
    }

    Set<String> deleted(Instant asOf, double theta) {
        Set<String> deleted = new HashSet<>();
        for (int i = 0; i < ids.length; i++) {
            if (deletes(i, asOf, theta)) {
                deleted.add(ids[i]);
            }
        }
        return deleted;
    }

    int ties(Instant asOf, double theta) {
        int ties = 0;
        for (int i = 0; i < ids.length; i++) {
            if (utility[i] > 0 && utility[i] < Snapshot.MAX_UTILITY && Math.abs(score(i, asOf) - theta) < TIE) {
                ties++;
            }
        }
        return ties;
    }

    /** The θ (4 decimals, as an admin would type it) that deletes about {@code fraction} of the entries. */
    double thetaFor(double fraction, Instant asOf) {
        List<Double> scores = new ArrayList<>();
        int forced = 0;
        for (int i = 0; i < ids.length; i++) {
            if (utility[i] <= 0) {
                forced++;
            } else if (utility[i] < Snapshot.MAX_UTILITY) {
                scores.add(score(i, asOf));
            }
        }
        double[] sorted = scores.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int wanted = (int) Math.max(0, Math.min(sorted.length - 1, fraction * ids.length - forced));
        return Math.round(sorted[wanted] * 10_000) / 10_000.0;
    }

    /** The relevance term, precomputed for the SQL peer. */
    void writeRelevance(Connection connection) throws Exception {
        try (var statement = connection.createStatement()) {
            statement.execute("DROP TABLE IF EXISTS bench_relevance");
            statement.execute("CREATE TABLE bench_relevance (id VARCHAR(36) PRIMARY KEY, relevance DOUBLE PRECISION NOT NULL)");
        }
        var copy = connection.unwrap(PGConnection.class).getCopyAPI();
        StringBuilder rows = new StringBuilder();
        for (int i = 0; i < ids.length; i++) {
            rows.append(ids[i]).append(',').append(relevance[i]).append('\n');
            if (rows.length() > 4_000_000 || i == ids.length - 1) {
                copy.copyIn("COPY bench_relevance FROM STDIN WITH (FORMAT csv)", new StringReader(rows.toString()));
                rows.setLength(0);
            }
        }
        try (var statement = connection.createStatement()) {
            statement.execute("ANALYZE bench_relevance");
        }
    }

    private static float[] taskVector(Connection connection, String workspace) throws SQLException {
        List<float[]> vectors = new ArrayList<>();
        try (var statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("SELECT embedding FROM bench_snapshot WHERE category = 'TASK_SPEC'"
                     + " UNION ALL SELECT embedding FROM recent_query WHERE workspace_id = '" + workspace + "'")) {
            while (rows.next()) {
                vectors.add(Snapshot.floats(rows.getBytes(1)));
            }
        }
        double[] sum = new double[Snapshot.DIMENSION];
        vectors.forEach(v -> Arrays.setAll(sum, d -> sum[d] + v[d]));
        double norm = Math.sqrt(Arrays.stream(sum).map(x -> x * x).sum());
        float[] task = new float[sum.length];
        for (int d = 0; d < sum.length; d++) {
            task[d] = (float) (sum[d] / norm);
        }
        return task;
    }

    private static double cosine(float[] a, float[] b) {
        double dot = 0;
        for (int d = 0; d < a.length; d++) {
            dot += (double) a[d] * b[d];
        }
        return dot;
    }
}
