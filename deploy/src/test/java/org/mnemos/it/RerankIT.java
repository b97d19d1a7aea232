package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodyHandlers;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mnemos.it.support.Http;
import org.mnemos.it.support.LaunchedMnemos;
import org.mnemos.it.support.PrometheusText;
import org.mnemos.it.support.Workspaces;

/**
 * Recall re-ranked by a cross-encoder behind a rerank API ({@code mnemos.recall.rerank.*}), in the launched
 * product: a local stand-in for the re-ranker records what it is sent and prefers the Lyon entries, which the
 * index ranks below Porto's for a question about Porto; a credential in a question reaches it redacted; when it
 * fails, Recall answers in its own order.
 */
class RerankIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String KEY = "rerank-key-not-a-real-credential";
    private static final String QUESTION = "When does the Porto warehouse ship?";

    @TempDir
    Path temp;

    private HttpServer reranker;
    private final List<JsonNode> requests = new CopyOnWriteArrayList<>();
    private final List<String> authorizations = new CopyOnWriteArrayList<>();
    private final AtomicBoolean down = new AtomicBoolean();

    @BeforeEach
    void reranker() throws IOException {
        reranker = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        reranker.createContext("/v1/rerank", exchange -> {
            JsonNode request = JSON.readTree(exchange.getRequestBody());
            requests.add(request);
            authorizations.add(exchange.getRequestHeaders().getFirst("Authorization"));
            ObjectNode answer = JSON.createObjectNode();
            ArrayNode results = answer.putArray("results");
            JsonNode documents = request.path("documents");
            for (int i = 0; i < documents.size(); i++) {
                double score = documents.get(i).asText().contains("Lyon") ? 0.9 : 0.1 + i * 0.001;
                results.addObject().put("index", i).put("relevance_score", score);
            }
            byte[] body = answer.toString().getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(down.get() ? 503 : 200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        reranker.start();
    }

    @AfterEach
    void stopReranker() {
        reranker.stop(0);
    }

    @Test
    void recallFollowsTheRerankersScoresAndItsOwnOrderWhenTheRerankerFails() throws Exception {
        Map<String, String> settings = Map.of(
                "MNEMOS_RECALL_RERANK_URL",
                "http://127.0.0.1:" + reranker.getAddress().getPort() + "/v1/rerank",
                "MNEMOS_RECALL_RERANK_MODEL",
                "bge-reranker-test",
                "MNEMOS_RECALL_RERANK_API_KEY",
                KEY,
                "MNEMOS_RECALL_RERANK_CANDIDATES",
                "12");
        try (LaunchedMnemos mnemos = LaunchedMnemos.start(temp.resolve("data"), LaunchedMnemos.freePort(), settings)
                .awaitReady()) {
            Http alice = mnemos.asDevAdmin();
            String workspace = Workspaces.create(alice, "re-ranked");
            ObjectNode batch = Workspaces.input();
            ArrayNode entries = batch.putArray("entries");
            for (String city : List.of("Ghent", "Lyon", "Porto", "Turin", "Leeds", "Graz", "Split", "Cork")) {
                entries.addObject().put("content", "The warehouse in " + city + " ships on Tuesdays");
                entries.addObject().put("content", "The office in " + city + " opens at 8am");
            }
            Workspaces.remember(alice, workspace, null, batch);

            List<String> reranked = recalled(alice, workspace);
            assertThat(reranked.get(0)).isEqualTo("The warehouse in Lyon ships on Tuesdays");
            assertThat(requests).hasSize(1);
            JsonNode sent = requests.get(0);
            assertThat(sent.path("model").asText()).isEqualTo("bge-reranker-test");
            assertThat(sent.path("query").asText()).isEqualTo(QUESTION);
            assertThat(sent.path("documents")).hasSize(12);
            // The index's first candidate is sent first: the question's own entry.
            assertThat(sent.path("documents").get(0).asText()).isEqualTo("The warehouse in Porto ships on Tuesdays");
            assertThat(authorizations).containsExactly("Bearer " + KEY);

            // A credential in a question does not leave the server.
            String github = "ghp_" + "Zq8Xw3Rt6Yu1Io4Pa7Sd0Fg2Hj5Kl9Mn3Bv6";
            Workspaces.execute(
                    alice,
                    "recall",
                    workspace,
                    null,
                    Workspaces.input().put("query", "When does the Porto warehouse ship? My token is " + github));
            assertThat(requests).hasSize(2);
            assertThat(requests.get(1).path("query").asText())
                    .startsWith("When does the Porto warehouse ship?")
                    .contains("[REDACTED:")
                    .doesNotContain(github);

            down.set(true);
            List<String> own = recalled(alice, workspace);
            assertThat(own.get(0)).isEqualTo("The warehouse in Porto ships on Tuesdays");
            assertThat(requests).hasSize(3);

            HttpResponse<String> metrics = Http.client()
                    .send(
                            HttpRequest.newBuilder(mnemos.url().resolve("/metrics"))
                                    .build(),
                            BodyHandlers.ofString());
            PrometheusText scraped = PrometheusText.parse(metrics.body());
            assertThat(scraped.sum("mnemos_recall_rerank_duration_seconds_count", "outcome", "scored"))
                    .isEqualTo(2);
            assertThat(scraped.sum("mnemos_recall_rerank_duration_seconds_count", "outcome", "failed"))
                    .isEqualTo(1);

            String log = mnemos.serverLog();
            assertThat(log).contains("Recall re-ranks its first 12 candidates with bge-reranker-test");
            assertThat(log).contains("answered HTTP 503");
            assertThat(log).doesNotContain(KEY);
        }
    }

    private static List<String> recalled(Http http, String workspace) {
        JsonNode results = Workspaces.execute(
                        http,
                        "recall",
                        workspace,
                        null,
                        Workspaces.input().put("query", QUESTION).put("k", 5))
                .json()
                .at("/output/results");
        assertThat(results).hasSize(5);
        List<String> contents = results.findValuesAsText("content");
        List<Double> scores =
                results.findValues("score").stream().map(JsonNode::asDouble).toList();
        assertThat(scores).isSortedAccordingTo((a, b) -> Double.compare(b, a));
        return contents;
    }
}
