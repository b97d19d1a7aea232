package org.mnemos.retrieval.control;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.logging.Logger;
import org.mnemos.api.log.ThrottledWarnings;
import org.mnemos.platform.Json;

/**
 * A re-ranker behind the rerank API that Cohere, Jina, vLLM, Infinity and Xinference serve: {@code POST
 * {model, query, documents, top_n}} answered by {@code {results: [{index, relevance_score}]}}. Any failure
 * (unreachable, slow, an error status, an answer that does not score every document) gives no scores, so
 * Recall answers in its own order; failures are logged at most once a minute, without content or key.
 */
final class RerankApi implements Reranker {

    private final RerankSettings settings;
    // HTTP/1.1: Java's client otherwise asks a plain-http server to upgrade to h2c, which some servers mishandle.
    private final HttpClient http = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();
    private final ThrottledWarnings failures = new ThrottledWarnings(Logger.getLogger(RerankApi.class.getName()));

    RerankApi(RerankSettings settings) {
        this.settings = settings;
    }

    @Override
    public int depth() {
        return settings.depth();
    }

    @Override
    public Optional<double[]> scores(String query, List<String> documents) {
        ObjectNode body = Json.mapper().createObjectNode();
        body.put("model", settings.model()).put("query", query).put("top_n", documents.size());
        documents.forEach(body.putArray("documents")::add);
        HttpRequest.Builder request = HttpRequest.newBuilder(settings.url())
                .timeout(settings.timeout())
                .header("Content-Type", "application/json")
                .header("Accept", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body.toString()));
        if (settings.apiKey() != null) {
            request.header("Authorization", "Bearer " + settings.apiKey());
        }
        try {
            HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200) {
                return failed("answered HTTP " + response.statusCode());
            }
            return parse(Json.mapper().readTree(response.body()), documents.size())
                    .or(() -> failed("did not score every candidate"));
        } catch (IOException e) {
            return failed("could not be read (" + e.getClass().getSimpleName() + ")");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }

    /** The scores by document index, or empty unless every document has exactly one finite score. */
    static Optional<double[]> parse(JsonNode answer, int documents) {
        JsonNode results = answer.path("results");
        if (!results.isArray() || results.size() != documents) {
            return Optional.empty();
        }
        double[] scores = new double[documents];
        Arrays.fill(scores, Double.NaN);
        for (JsonNode result : results) {
            JsonNode index = result.path("index");
            JsonNode score = result.path("relevance_score");
            if (!index.canConvertToInt()
                    || index.asInt() < 0
                    || index.asInt() >= documents
                    || !Double.isNaN(scores[index.asInt()])
                    || !score.isNumber()
                    || !Double.isFinite(score.asDouble())) {
                return Optional.empty();
            }
            scores[index.asInt()] = score.asDouble();
        }
        return Optional.of(scores);
    }

    private Optional<double[]> failed(String why) {
        failures.warn(
                "failed",
                () -> "Recall's re-ranker at " + settings.endpoint() + " " + why + "; Recall answers in its own order");
        return Optional.empty();
    }
}
