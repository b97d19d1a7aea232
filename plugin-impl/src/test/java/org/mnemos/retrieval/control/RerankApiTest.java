package org.mnemos.retrieval.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;
import org.mnemos.llm.control.ProviderStub;
import org.mnemos.platform.Json;
import org.mnemos.platform.MapConfig;

/** The re-ranker's client over real HTTP against a recording stub, and its settings. */
class RerankApiTest {

    private static final String KEY = "rerank-key-not-a-real-credential";
    private static final List<String> DOCUMENTS =
            List.of("The Ghent warehouse ships on Tuesdays", "Lisbon, for the tiles.", "The office opens at 8am");

    private static RerankApi client(ProviderStub stub, String key, Duration timeout) {
        return new RerankApi(
                new RerankSettings(URI.create(stub.url("/v1/rerank")), "bge-reranker-test", key, timeout, 50));
    }

    @Test
    void sendsTheModelQueryDocumentsAndKeyAndReadsTheScoresByIndex() throws Exception {
        String answer = """
                {"id": "r-1", "results": [
                  {"index": 1, "relevance_score": 0.93, "document": {"text": "Lisbon, for the tiles."}},
                  {"index": 0, "relevance_score": 0.12},
                  {"index": 2, "relevance_score": 0.0004}],
                 "usage": {"total_tokens": 41}}""";
        try (ProviderStub stub = new ProviderStub(200, answer, 0)) {
            double[] scores = client(stub, KEY, Duration.ofSeconds(5))
                    .scores("Which city did you visit with Marguerite?", DOCUMENTS)
                    .orElseThrow();

            assertThat(scores).containsExactly(0.12, 0.93, 0.0004);
            ProviderStub.Request sent = stub.requests().get(0);
            assertThat(sent.method()).isEqualTo("POST");
            assertThat(sent.path()).isEqualTo("/v1/rerank");
            assertThat(sent.header("Authorization")).isEqualTo("Bearer " + KEY);
            assertThat(sent.header("Content-Type")).isEqualTo("application/json");
            JsonNode body = Json.mapper().readTree(sent.body());
            assertThat(body.get("model").asText()).isEqualTo("bge-reranker-test");
            assertThat(body.get("query").asText()).isEqualTo("Which city did you visit with Marguerite?");
            assertThat(body.get("top_n").asInt()).isEqualTo(3);
            assertThat(body.get("documents")).hasSize(3);
            for (int i = 0; i < DOCUMENTS.size(); i++) {
                assertThat(body.get("documents").get(i).asText()).isEqualTo(DOCUMENTS.get(i));
            }
        }
    }

    @Test
    void withoutAKeyNoAuthorizationIsSent() throws Exception {
        String answer = "{\"results\": [{\"index\": 0, \"relevance_score\": 1}, {\"index\": 1, \"relevance_score\": 2},"
                + " {\"index\": 2, \"relevance_score\": 3}]}";
        try (ProviderStub stub = new ProviderStub(200, answer, 0)) {
            assertThat(client(stub, null, Duration.ofSeconds(5)).scores("q", DOCUMENTS))
                    .isPresent();
            assertThat(stub.requests().get(0).header("Authorization")).isNull();
        }
    }

    @Test
    void anErrorStatusASlowAnswerOrAnIncompleteOneGiveNoScores() throws Exception {
        String complete =
                "{\"results\": [{\"index\": 0, \"relevance_score\": 1}, {\"index\": 1, \"relevance_score\": 2},"
                        + " {\"index\": 2, \"relevance_score\": 3}]}";
        try (ProviderStub unavailable = new ProviderStub(503, complete, 0);
                ProviderStub slow = new ProviderStub(200, complete, 3000);
                ProviderStub incomplete =
                        new ProviderStub(200, "{\"results\": [{\"index\": 0, \"relevance_score\": 1}]}", 0);
                ProviderStub twice = new ProviderStub(
                        200,
                        "{\"results\": [{\"index\": 0, \"relevance_score\": 1}, {\"index\": 0, \"relevance_score\": 2},"
                                + " {\"index\": 2, \"relevance_score\": 3}]}",
                        0);
                ProviderStub outOfRange = new ProviderStub(
                        200,
                        "{\"results\": [{\"index\": 0, \"relevance_score\": 1}, {\"index\": 1, \"relevance_score\": 2},"
                                + " {\"index\": 3, \"relevance_score\": 3}]}",
                        0);
                ProviderStub notJson = new ProviderStub(200, "<html>gateway</html>", 0)) {
            for (ProviderStub stub : List.of(unavailable, incomplete, twice, outOfRange, notJson)) {
                assertThat(client(stub, KEY, Duration.ofSeconds(5)).scores("q", DOCUMENTS))
                        .isEmpty();
            }
            long started = System.nanoTime();
            assertThat(client(slow, KEY, Duration.ofMillis(300)).scores("q", DOCUMENTS))
                    .isEmpty();
            assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofMillis(2500));
        }
    }

    @Test
    void aFailureIsLoggedWithoutTheKeyOrTheContent() throws Exception {
        List<LogRecord> records = new CopyOnWriteArrayList<>();
        Handler handler = new Handler() {
            @Override
            public void publish(LogRecord record) {
                records.add(record);
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
        Logger logger = Logger.getLogger(RerankApi.class.getName());
        logger.addHandler(handler);
        try (ProviderStub stub = new ProviderStub(500, "{}", 0)) {
            RerankApi client = client(stub, KEY, Duration.ofSeconds(5));
            client.scores("Which city did you visit with Marguerite?", DOCUMENTS);
            client.scores("Which city did you visit with Marguerite?", DOCUMENTS);

            assertThat(records).hasSize(1);
            String message = records.get(0).getMessage();
            assertThat(message).contains("HTTP 500").contains(stub.url("/v1/rerank"));
            assertThat(message).doesNotContain(KEY).doesNotContain("Marguerite").doesNotContain("Lisbon");
        } finally {
            logger.removeHandler(handler);
        }
    }

    @Test
    void theSettingsAreReadByNameAndNoUrlMeansNoReranker() {
        assertThat(RerankSettings.from(MapConfig.of(Map.of()))).isEmpty();
        RerankSettings settings = RerankSettings.from(MapConfig.of(Map.of(
                        "mnemos.recall.rerank.url", "https://user:pw@rerank.example.com:8443/v2/rerank",
                        "mnemos.recall.rerank.model", "rerank-v3.5",
                        "mnemos.recall.rerank.api-key", KEY,
                        "mnemos.recall.rerank.timeout", "PT1.5S",
                        "mnemos.recall.rerank.candidates", "30")))
                .orElseThrow();

        assertThat(settings.model()).isEqualTo("rerank-v3.5");
        assertThat(settings.timeout()).isEqualTo(Duration.ofMillis(1500));
        assertThat(settings.depth()).isEqualTo(30);
        assertThat(settings.toString())
                .contains("https://rerank.example.com:8443/v2/rerank")
                .doesNotContain(KEY)
                .doesNotContain("pw");
        assertThat(RerankSettings.from(MapConfig.of(Map.of(
                                "mnemos.recall.rerank.url", "http://reranker/rerank",
                                "mnemos.recall.rerank.model", "m")))
                        .orElseThrow())
                .isEqualTo(
                        new RerankSettings(URI.create("http://reranker/rerank"), "m", null, Duration.ofSeconds(2), 50));
    }

    @Test
    void badSettingsAreRefusedNamingTheKey() {
        Map<Map<String, String>, String> refused = Map.of(
                Map.of("mnemos.recall.rerank.url", "file:///etc/passwd", "mnemos.recall.rerank.model", "m"),
                "mnemos.recall.rerank.url",
                Map.of("mnemos.recall.rerank.url", "http://reranker/rerank"),
                "mnemos.recall.rerank.model",
                Map.of(
                        "mnemos.recall.rerank.url",
                        "http://reranker/rerank",
                        "mnemos.recall.rerank.model",
                        "m",
                        "mnemos.recall.rerank.timeout",
                        "2s"),
                "mnemos.recall.rerank.timeout",
                Map.of(
                        "mnemos.recall.rerank.url",
                        "http://reranker/rerank",
                        "mnemos.recall.rerank.model",
                        "m",
                        "mnemos.recall.rerank.candidates",
                        "1"),
                "mnemos.recall.rerank.candidates");
        refused.forEach((values, key) -> assertThatThrownBy(() -> RerankSettings.from(MapConfig.of(values)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith(key));
    }
}
