package org.mnemos.memory.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import javax.sql.DataSource;
import org.apache.lucene.util.VectorUtil;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mnemos.platform.MigratedPostgres;
import org.mnemos.retrieval.control.EmbeddingBytes;
import org.mnemos.retrieval.control.OfflineEmbeddingModel;
import org.mnemos.retrieval.control.OfflineModel;

/** A change of embedding model on a real PostgreSQL: every stored vector is made again by the new model. */
class ReembeddingTest {

    private static final OfflineEmbeddingModel MINI_LM = new OfflineEmbeddingModel(OfflineModel.ALL_MINILM_L6_V2_Q);
    private static final OfflineEmbeddingModel BGE = new OfflineEmbeddingModel(OfflineModel.BGE_SMALL_EN_V15_Q);
    private static final Map<String, String> CONTENTS = Map.of(
            "e1", "The invoice must be paid within thirty days",
            "e2", "Orders ship from Berlin on Mondays",
            "e3", "The warehouse in Lyon closes at six");

    private static EmbeddedPostgres postgres;
    private static DataSource database;

    @BeforeAll
    static void start() throws Exception {
        postgres = MigratedPostgres.start();
        database = postgres.getPostgresDatabase();
        execute(
                "INSERT INTO workspace (id, tenant, name, created_by, created_at) VALUES ('w1', 't1', 'w', 'test', now())");
    }

    @AfterAll
    static void stop() throws Exception {
        postgres.close();
    }

    /** Entries and a recent query as all-MiniLM-L6-v2-q stored them, plus one entry without a vector. */
    @BeforeEach
    void storedByMiniLm() throws SQLException {
        execute("DELETE FROM memory_entry");
        execute("DELETE FROM recent_query");
        execute("UPDATE embedding_model SET name = 'all-MiniLM-L6-v2-q', moving_to = NULL, moved_through = NULL");
        CONTENTS.forEach((id, content) -> insert(id, content, MINI_LM.embed(content)));
        insert("e4", "Quarantined long ago, never embedded", null);
        try (Connection connection = database.getConnection();
                PreparedStatement insert = connection.prepareStatement(
                        "INSERT INTO recent_query (id, workspace_id, embedding, asked_at) VALUES (1, 'w1', ?, now())")) {
            insert.setBytes(1, EmbeddingBytes.encode(MINI_LM.embedQuery("when is the invoice due")));
            insert.executeUpdate();
        }
    }

    @Test
    void aNewModelEmbedsEveryEntryAgainAndIsRecorded() throws SQLException {
        long embedded = reembedding(BGE).run();

        assertThat(embedded).isEqualTo(3);
        Map<String, float[]> vectors = vectors();
        CONTENTS.forEach((id, content) -> assertThat(VectorUtil.dotProduct(vectors.get(id), BGE.embed(content)))
                .as(id)
                .isCloseTo(1f, within(1e-3f)));
        assertThat(vectors.get("e4")).as("an entry without a vector gets none").isNull();
        assertThat(single("SELECT name FROM embedding_model")).isEqualTo("bge-small-en-v1.5-q");
        assertThat(single("SELECT COUNT(*) FROM recent_query"))
                .as("queries of another model are dropped: their text was never kept")
                .isEqualTo("0");
        assertThat(reembedding(BGE).run()).as("nothing to do once recorded").isZero();
    }

    @Test
    void theSameModelLeavesTheVectorsAlone() throws SQLException {
        Map<String, float[]> before = vectors();

        assertThat(reembedding(MINI_LM).run()).isZero();

        assertThat(vectors().get("e1")).isEqualTo(before.get("e1"));
        assertThat(single("SELECT COUNT(*) FROM recent_query")).isEqualTo("1");
    }

    @Test
    void aReembeddingCutShortResumesAfterItsLastPage() throws SQLException {
        execute("UPDATE embedding_model SET moving_to = 'bge-small-en-v1.5-q', moved_through = 'e1'");

        long embedded = reembedding(BGE).run();

        assertThat(embedded).as("e2 and e3 only").isEqualTo(2);
        Map<String, float[]> vectors = vectors();
        assertThat(VectorUtil.dotProduct(vectors.get("e1"), MINI_LM.embed(CONTENTS.get("e1"))))
                .as("e1 was done before the cut (here: left as it was)")
                .isCloseTo(1f, within(1e-3f));
        assertThat(VectorUtil.dotProduct(vectors.get("e3"), BGE.embed(CONTENTS.get("e3"))))
                .isCloseTo(1f, within(1e-3f));
        assertThat(single("SELECT COALESCE(moving_to, 'none') FROM embedding_model"))
                .isEqualTo("none");
    }

    private static Reembedding reembedding(OfflineEmbeddingModel model) {
        Reembedding reembedding = new Reembedding();
        reembedding.dataSource = database;
        reembedding.embeddings = model;
        return reembedding;
    }

    private static Map<String, float[]> vectors() throws SQLException {
        Map<String, float[]> vectors = new HashMap<>();
        try (Connection connection = database.getConnection();
                Statement statement = connection.createStatement();
                ResultSet rs = statement.executeQuery("SELECT id, embedding FROM memory_entry")) {
            while (rs.next()) {
                vectors.put(rs.getString(1), rs.getBytes(2) == null ? null : EmbeddingBytes.decode(rs.getBytes(2)));
            }
        }
        return vectors;
    }

    private static String single(String sql) throws SQLException {
        try (Connection connection = database.getConnection();
                Statement statement = connection.createStatement();
                ResultSet rs = statement.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }

    private static void execute(String sql) throws SQLException {
        try (Connection connection = database.getConnection();
                Statement statement = connection.createStatement()) {
            statement.execute(sql);
        }
    }

    private static void insert(String id, String content, float[] vector) {
        try (Connection connection = database.getConnection();
                PreparedStatement insert = connection.prepareStatement("INSERT INTO memory_entry (id, workspace_id,"
                        + " tenant, author, kind, category, content, claim_hash, source_type, confidence, trust,"
                        + " recorded_at, status, embedding) VALUES (?, 'w1', 't1', 'test', 'EPISODIC',"
                        + " 'OBSERVATION', ?, ?, 'USER_STATEMENT', 1, 'MEDIUM', ?, 'ACTIVE', ?)")) {
            insert.setString(1, id);
            insert.setString(2, content);
            insert.setString(3, "0".repeat(64));
            insert.setTimestamp(4, Timestamp.from(Instant.now()));
            insert.setBytes(5, vector == null ? null : EmbeddingBytes.encode(vector));
            insert.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
