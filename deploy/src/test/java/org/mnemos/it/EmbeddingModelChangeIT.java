package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.lucene.util.VectorUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mnemos.it.support.Http;
import org.mnemos.it.support.LaunchedMnemos;
import org.mnemos.it.support.Workspaces;
import org.mnemos.retrieval.control.EmbeddingBytes;
import org.mnemos.retrieval.control.OfflineEmbeddingModel;
import org.mnemos.retrieval.control.OfflineModel;

/**
 * A change of {@code mnemos.embedding.model} between two starts of the launched product: the second start
 * embeds every stored entry again with the new model, records it, rebuilds the index from the new vectors,
 * and Recall finds the same entry as before.
 */
class EmbeddingModelChangeIT {

    private static final Duration START = Duration.ofMinutes(6);
    private static final List<String> CONTENTS = List.of(
            "The invoice must be paid within thirty days of delivery",
            "Orders to Berlin ship on Mondays from the Leipzig warehouse",
            "The team prefers bar charts for monthly revenue comparisons");
    private static final String QUESTION = "When is payment of the invoice due?";

    @TempDir
    Path temp;

    @Test
    void theNextStartEmbedsEveryEntryAgainAndRecallStillFindsThem() throws Exception {
        Path data = temp.resolve("data");
        String workspace;
        Map<String, String> ids = new HashMap<>();
        try (LaunchedMnemos mnemos = LaunchedMnemos.start(data, LaunchedMnemos.freePort(), Map.of())) {
            Http admin = mnemos.awaitReady(START).asDevAdmin();
            workspace = Workspaces.create(admin, "model-change");
            for (String content : CONTENTS) {
                ids.put(
                        Workspaces.remember(
                                admin, workspace, null, Workspaces.input().put("content", content)),
                        content);
            }
            assertThat(firstRecalled(admin, workspace)).isEqualTo(idOf(ids, CONTENTS.get(0)));
            assertThat(mnemos.stop()).isZero();
        }

        try (LaunchedMnemos mnemos = LaunchedMnemos.start(
                data, LaunchedMnemos.freePort(), Map.of("MNEMOS_EMBEDDING_MODEL", "bge-small-en-v1.5-q"))) {
            Http admin = mnemos.awaitReady(START).asDevAdmin();
            assertThat(mnemos.serverLog())
                    .contains("Embedded 3 entries again with bge-small-en-v1.5-q")
                    .contains("Retrieval index rebuilt from PostgreSQL because it was built from another database,"
                            + " document layout or embedding model: 3 entries");
            assertStoredVectorsAre(mnemos, new OfflineEmbeddingModel(OfflineModel.BGE_SMALL_EN_V15_Q), ids);
            assertThat(firstRecalled(admin, workspace)).isEqualTo(idOf(ids, CONTENTS.get(0)));
        }
    }

    private static void assertStoredVectorsAre(
            LaunchedMnemos mnemos, OfflineEmbeddingModel model, Map<String, String> ids) throws Exception {
        try (Connection db = mnemos.database();
                Statement statement = db.createStatement()) {
            try (ResultSet rs = statement.executeQuery("SELECT name FROM embedding_model")) {
                rs.next();
                assertThat(rs.getString(1)).isEqualTo(model.name());
            }
            try (ResultSet rs = statement.executeQuery("SELECT id, embedding FROM memory_entry")) {
                int rows = 0;
                while (rs.next()) {
                    rows++;
                    float[] stored = EmbeddingBytes.decode(rs.getBytes(2));
                    assertThat(VectorUtil.dotProduct(stored, model.embed(ids.get(rs.getString(1)))))
                            .as("the vector of %s is %s's", rs.getString(1), model.name())
                            .isCloseTo(1f, within(1e-3f));
                }
                assertThat(rows).isEqualTo(ids.size());
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String idOf(Map<String, String> ids, String content) {
        return ids.entrySet().stream()
                .filter(e -> e.getValue().equals(content))
                .findFirst()
                .orElseThrow()
                .getKey();
    }

    private static String firstRecalled(Http http, String workspace) {
        Http.Reply reply = Workspaces.execute(
                http, "recall", workspace, null, Workspaces.input().put("query", QUESTION));
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        return reply.json().at("/output/results/0/id").asText();
    }
}
