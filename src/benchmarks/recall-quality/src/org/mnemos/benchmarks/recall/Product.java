package org.mnemos.benchmarks.recall;

import static org.mnemos.benchmarks.recall.Conversations.JSON;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.mnemos.retrieval.control.OfflineModel;
import org.mnemos.benchmarks.recall.Conversations.Chat;
import org.mnemos.benchmarks.recall.Conversations.Turn;

/**
 * The product as users start it ({@code java -jar mnemos.jar}, embedded PostgreSQL), driven over its REST
 * API: one workspace per chat, the turns remembered in batches, every question asked through Recall.
 */
final class Product implements AutoCloseable {

    private static final int BATCH = 100;

    private final Process process;
    private final HttpClient http = HttpClient.newHttpClient();
    private final URI base;
    private String token;

    /** What one chat became in the product: which message ids each entry id stands for, and what was refused. */
    record Remembered(String workspace, Map<String, List<String>> messages, int stored, int reinforced,
            int quarantined, int refused) {}

    /** One Recall: the message ids of the results in order, or an abstention. */
    record Answer(boolean abstained, List<String> messages) {}

    private Product(Process process, int port) {
        this.process = process;
        this.base = URI.create("http://localhost:" + port + "/");
    }

    static Product start(Path launcher, Path data, OfflineModel model) throws Exception {
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        Path log = data.resolveSibling("mnemos-console.log");
        Files.createDirectories(data);
        ProcessBuilder builder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx2g", "-jar", launcher.toString()).redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().put("MNEMOS_PORT", String.valueOf(port));
        builder.environment().put("MNEMOS_DATA_DIR", data.toString());
        builder.environment().put("MNEMOS_EMBEDDING_MODEL", model.id());
        Product product = new Product(builder.start(), port);
        Instant deadline = Instant.now().plus(Duration.ofMinutes(10));
        while (!Files.readString(log).contains("Mnemos is ready at")) {
            if (!product.process.isAlive() || Instant.now().isAfter(deadline)) {
                throw new IllegalStateException("Mnemos did not start:\n" + Files.readString(log));
            }
            Thread.sleep(500);
        }
        product.token = product.post("api/dev/token", "{\"sub\":\"bench\",\"tenant\":\"bench\",\"groups\":[\"admin\"]}")
                .get("token").asText();
        return product;
    }

    /** Remembers every turn in order: the speaker as the source type, the session date as observedAt, the session as the conversation. */
    Remembered remember(Chat chat) throws Exception {
        String workspace = post("api/workspaces", JSON.createObjectNode().put("name", chat.name()).toString())
                .get("id").asText();
        Map<String, List<String>> messages = new HashMap<>();
        int stored = 0, reinforced = 0, quarantined = 0, refused = 0;
        List<Turn> turns = chat.turns();
        for (int from = 0; from < turns.size(); from += BATCH) {
            List<Turn> batch = turns.subList(from, Math.min(turns.size(), from + BATCH));
            ObjectNode body = JSON.createObjectNode().put("workspace", workspace);
            ArrayNode entries = body.putObject("input").putArray("entries");
            for (Turn turn : batch) {
                ObjectNode entry = entries.addObject()
                        .put("content", turn.content())
                        .put("conversation", chat.name() + "/session-" + turn.session());
                entry.putObject("source")
                        .put("type", turn.role().equals("user") ? "USER_STATEMENT" : "AGENT_INFERENCE")
                        .put("citation", chat.name() + "#" + turn.id());
                if (turn.date() != null) {
                    entry.put("observedAt", turn.date().atStartOfDay().toInstant(ZoneOffset.UTC).toString());
                }
            }
            JsonNode results = post("api/nodes/remember/execute", body.toString()).get("output").get("results");
            for (int i = 0; i < batch.size(); i++) {
                JsonNode result = results.get(i);
                if (result.has("error")) {
                    refused++;
                    continue;
                }
                switch (result.get("status").asText()) {
                    case "REINFORCED" -> reinforced++;
                    case "QUARANTINED" -> quarantined++;
                    default -> stored++;
                }
                messages.computeIfAbsent(result.get("id").asText(), id -> new ArrayList<>()).add(batch.get(i).id());
            }
        }
        return new Remembered(workspace, messages, stored, reinforced, quarantined, refused);
    }

    Answer recall(Remembered chat, String question, int k) throws Exception {
        ObjectNode body = JSON.createObjectNode().put("workspace", chat.workspace());
        body.putObject("input").put("query", question).put("k", k);
        JsonNode output = post("api/nodes/recall/execute", body.toString()).get("output");
        List<String> ids = new ArrayList<>();
        for (JsonNode result : output.get("results")) {
            ids.addAll(chat.messages().getOrDefault(result.get("id").asText(), List.of()));
        }
        return new Answer(output.get("abstained").asBoolean(), ids);
    }

    private JsonNode post(String path, String body) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(base.resolve(path))
                .timeout(Duration.ofMinutes(10))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() >= 300) {
            throw new IllegalStateException(path + ": " + response.statusCode() + " " + response.body());
        }
        return JSON.readTree(response.body());
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        process.waitFor();
    }
}
