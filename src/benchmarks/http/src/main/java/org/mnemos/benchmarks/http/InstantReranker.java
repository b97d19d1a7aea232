package org.mnemos.benchmarks.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * A rerank API that answers at once (the candidates in reverse order), so that Recall's time with it is what
 * Mnemos adds around a re-ranker: redaction, the request and its JSON, the re-ordering. A real cross-encoder's
 * own time comes on top.
 */
final class InstantReranker implements AutoCloseable {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final HttpServer server;

    InstantReranker() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/v1/rerank", exchange -> {
            JsonNode documents = JSON.readTree(exchange.getRequestBody()).path("documents");
            ObjectNode answer = JSON.createObjectNode();
            ArrayNode results = answer.putArray("results");
            for (int i = 0; i < documents.size(); i++) {
                results.addObject().put("index", i).put("relevance_score", i / (double) documents.size());
            }
            byte[] body = answer.toString().getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();
    }

    /** The product's settings that point Recall at this re-ranker. */
    Map<String, String> settings() {
        return Map.of(
                "MNEMOS_RECALL_RERANK_URL", "http://127.0.0.1:" + server.getAddress().getPort() + "/v1/rerank",
                "MNEMOS_RECALL_RERANK_MODEL", "instant-stub");
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
