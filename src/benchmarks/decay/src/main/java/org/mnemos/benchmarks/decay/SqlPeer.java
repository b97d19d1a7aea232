package org.mnemos.benchmarks.decay;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.HashSet;
import java.util.Set;

/**
 * The peer: one server-side statement that computes recency and utility in PostgreSQL, joins the
 * precomputed relevance term and deletes below θ (pinned stay, utility 0 goes), returning the ids.
 * It only deletes rows: no audit tombstones, no index, no checkpoints, no metrics.
 */
final class SqlPeer {

    private static final String DELETE = "DELETE FROM memory_entry e USING bench_relevance r"
            + " WHERE e.id = r.id AND e.workspace_id = ? AND e.kind = 'EPISODIC' AND e.status = 'ACTIVE' AND e.utility < ?"
            + " AND (e.utility <= 0 OR ? * exp(-? * greatest(0, extract(epoch FROM (? - COALESCE(e.observed_at, e.recorded_at)))"
            + " / 86400)) + ? * r.relevance + ? * least(1, e.utility / ?) < ?) RETURNING e.id";

    record Result(Set<String> deleted, double seconds) {
    }

    static Result run(Connection connection, String workspace, Instant asOf, double theta) throws SQLException {
        long started = System.nanoTime();
        Set<String> deleted = new HashSet<>();
        try (PreparedStatement delete = connection.prepareStatement(DELETE)) {
            delete.setString(1, workspace);
            delete.setDouble(2, Snapshot.MAX_UTILITY);
            delete.setDouble(3, Reference.ALPHA);
            delete.setDouble(4, Reference.LAMBDA);
            delete.setTimestamp(5, Timestamp.from(asOf));
            delete.setDouble(6, Reference.BETA);
            delete.setDouble(7, Reference.GAMMA);
            delete.setDouble(8, Snapshot.MAX_UTILITY);
            delete.setDouble(9, theta);
            try (ResultSet rows = delete.executeQuery()) {
                while (rows.next()) {
                    deleted.add(rows.getString(1));
                }
            }
        }
        return new Result(deleted, (System.nanoTime() - started) / 1e9);
    }
}
