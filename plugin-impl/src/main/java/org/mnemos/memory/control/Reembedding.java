package org.mnemos.memory.control;

import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Initialized;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Logger;
import javax.sql.DataSource;
import org.mnemos.platform.NonTransactional;
import org.mnemos.retrieval.control.EmbeddingBytes;
import org.mnemos.retrieval.control.EmbeddingModel;

/**
 * Keeps every stored vector in the configured model's space. The database records which model made its
 * vectors; when {@code mnemos.embedding.model} names another, each entry's content is embedded again at
 * start-up, after the schema migration and before the retrieval index opens (which then rebuilds, since its
 * commit records the model too). The sample of recent queries is dropped: their text is never kept, so they
 * cannot be embedded again. A page at a time in id order, each committed with how far it got, so a
 * re-embedding cut short resumes after its last page; the model is recorded once every entry has its vector.
 */
@ApplicationScoped
public class Reembedding {

    private static final Logger LOG = Logger.getLogger(Reembedding.class.getName());
    private static final int PAGE = 256;
    /** Entries between two progress lines in the log: a large memory takes a while (retrieval.md). */
    private static final int PROGRESS = PAGE * 40;

    @Inject
    @NonTransactional
    DataSource dataSource;

    @Inject
    EmbeddingModel embeddings;

    void start(@Observes @Priority(40) @Initialized(ApplicationScoped.class) Object startup) throws SQLException {
        long started = System.nanoTime();
        long entries = run();
        if (entries > 0) {
            LOG.info(() -> "Embedded " + entries + " entries again with " + embeddings.name() + " in "
                    + (System.nanoTime() - started) / 1_000_000 + " ms");
        }
    }

    /**
     * Embeds every entry again when the stored vectors are another model's (or resumes doing so) and records
     * the configured model; returns how many entries it embedded.
     */
    long run() throws SQLException {
        long done = 0;
        try (Connection connection = dataSource.getConnection()) {
            boolean autoCommit = connection.getAutoCommit();
            connection.setAutoCommit(false);
            try {
                String after = resumeAfter(connection);
                if (after == null) {
                    return 0;
                }
                List<String[]> page;
                while (!(page = page(connection, after)).isEmpty()) {
                    after = page.get(page.size() - 1)[0];
                    write(connection, page);
                    update(connection, "UPDATE embedding_model SET moved_through = ?", after);
                    connection.commit();
                    done += page.size();
                    if (done % PROGRESS == 0) {
                        long sofar = done;
                        LOG.info(() -> "Embedded " + sofar + " entries again with " + embeddings.name());
                    }
                }
                try (Statement statement = connection.createStatement()) {
                    statement.executeUpdate("DELETE FROM recent_query");
                }
                update(
                        connection,
                        "UPDATE embedding_model SET name = ?, moving_to = NULL, moved_through = NULL",
                        embeddings.name());
                connection.commit();
            } finally {
                connection.setAutoCommit(autoCommit);
            }
        }
        return done;
    }

    /** After which entry id to go on: null when the stored vectors are the configured model's already. */
    private String resumeAfter(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement();
                ResultSet rs = statement.executeQuery("SELECT name, moving_to, moved_through FROM embedding_model")) {
            rs.next();
            if (rs.getString(1).equals(embeddings.name())) {
                return null;
            }
            if (embeddings.name().equals(rs.getString(2)) && rs.getString(3) != null) {
                return rs.getString(3);
            }
        }
        LOG.info(() -> "The stored vectors are another model's: embedding every entry again with " + embeddings.name());
        update(connection, "UPDATE embedding_model SET moving_to = ?, moved_through = NULL", embeddings.name());
        connection.commit();
        return "";
    }

    private static void update(Connection connection, String sql, String value) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(sql)) {
            statement.setString(1, value);
            statement.executeUpdate();
        }
    }

    /** The next entries with a vector, by id: pairs of id and content. */
    private static List<String[]> page(Connection connection, String after) throws SQLException {
        List<String[]> page = new ArrayList<>();
        try (PreparedStatement select = connection.prepareStatement("SELECT id, content FROM memory_entry"
                + " WHERE embedding IS NOT NULL AND id > ? ORDER BY id LIMIT " + PAGE)) {
            select.setString(1, after);
            try (ResultSet rs = select.executeQuery()) {
                while (rs.next()) {
                    page.add(new String[] {rs.getString(1), rs.getString(2)});
                }
            }
        }
        return page;
    }

    private void write(Connection connection, List<String[]> page) throws SQLException {
        List<float[]> vectors =
                embeddings.embedAll(page.stream().map(entry -> entry[1]).toList());
        try (PreparedStatement update =
                connection.prepareStatement("UPDATE memory_entry SET embedding = ? WHERE id = ?")) {
            for (int i = 0; i < page.size(); i++) {
                update.setBytes(1, EmbeddingBytes.encode(vectors.get(i)));
                update.setString(2, page.get(i)[0]);
                update.addBatch();
            }
            update.executeBatch();
        }
    }
}
