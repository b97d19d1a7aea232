package org.mnemos.retrieval.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Duration;
import javax.sql.DataSource;
import org.mnemos.platform.NonTransactional;

/**
 * The instances following the change log ({@code index_follower}): each says how far it got, and
 * compaction deletes the rows that every follower seen lately has applied. A follower not seen for the
 * timeout no longer holds compaction back: its row is deleted with the rows it missed, and it rebuilds its
 * index when it finds its row gone. Registration and compaction lock the log's origin row, so a follower
 * that registers is either counted by a compaction or sees its row gone.
 */
@ApplicationScoped
public class LogFollowers {

    private static final String LOCK = "SELECT origin FROM index_log_origin FOR UPDATE";
    private static final String SAY =
            "UPDATE index_follower SET host = ?, position = ?, pending = ?, seen_at = now()" + " WHERE follower_id = ?";
    private static final String ADD = "INSERT INTO index_follower (follower_id, host, position, pending, seen_at)"
            + " VALUES (?, ?, ?, ?, now())";
    private static final String DROP_GONE =
            "DELETE FROM index_follower WHERE seen_at < now() - make_interval(secs => ?)";
    private static final String COMPACT = "DELETE FROM index_change WHERE position <= (SELECT MIN(position)"
            + " FROM index_follower) AND tx_id NOT IN (SELECT unnest(pending) FROM index_follower)";

    @Inject
    @NonTransactional
    DataSource database;

    /** Records this follower's cursor; returns whether it was known, i.e. it has not missed compacted rows. */
    public boolean register(String follower, String host, LogCursor cursor) throws SQLException {
        return locked(connection -> {
            if (say(connection, follower, host, cursor)) {
                return true;
            }
            try (PreparedStatement statement = connection.prepareStatement(ADD)) {
                statement.setString(1, follower);
                statement.setString(2, host);
                statement.setLong(3, cursor.position());
                statement.setArray(4, connection.createArrayOf("bigint", cursor.pendingArray()));
                statement.executeUpdate();
            }
            return false;
        });
    }

    /** Records this follower's cursor; false when its row is gone (it was taken for dead and must rebuild). */
    public boolean heartbeat(String follower, String host, LogCursor cursor) throws SQLException {
        try (Connection connection = database.getConnection()) {
            return say(connection, follower, host, cursor);
        }
    }

    /** Drops followers not seen for {@code timeout}, then deletes the rows every remaining one has applied. */
    public int compact(Duration timeout) throws SQLException {
        return locked(connection -> {
            try (PreparedStatement drop = connection.prepareStatement(DROP_GONE);
                    PreparedStatement compact = connection.prepareStatement(COMPACT)) {
                drop.setLong(1, timeout.toSeconds());
                drop.executeUpdate();
                return compact.executeUpdate();
            }
        });
    }

    private static boolean say(Connection connection, String follower, String host, LogCursor cursor)
            throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(SAY)) {
            statement.setString(1, host);
            statement.setLong(2, cursor.position());
            statement.setArray(3, connection.createArrayOf("bigint", cursor.pendingArray()));
            statement.setString(4, follower);
            return statement.executeUpdate() == 1;
        }
    }

    private <T> T locked(Work<T> work) throws SQLException {
        try (Connection connection = database.getConnection()) {
            boolean autoCommit = connection.getAutoCommit();
            connection.setAutoCommit(false);
            try (PreparedStatement lock = connection.prepareStatement(LOCK)) {
                lock.executeQuery().close();
                T result = work.in(connection);
                connection.commit();
                return result;
            } catch (SQLException | RuntimeException e) {
                connection.rollback();
                throw e;
            } finally {
                connection.setAutoCommit(autoCommit);
            }
        }
    }

    private interface Work<T> {
        T in(Connection connection) throws SQLException;
    }
}
