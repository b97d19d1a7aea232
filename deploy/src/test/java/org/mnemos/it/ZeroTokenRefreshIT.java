package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpServer;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.mnemos.it.support.Http;
import org.mnemos.it.support.LaunchedMnemos;
import org.mnemos.it.support.Workspaces;

/**
 * Zero tokens is a guarantee (issue 11): the product launched with its artifact language model pointed at a
 * local stub that counts every request. Generating the dashboard costs the stub's one answer; refreshing it
 * again and again costs nothing more, and each refresh says so and what it saved.
 */
class ZeroTokenRefreshIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int REFRESHES = 5;
    private static final String SPEC = "{\"specVersion\":1,\"title\":\"Sales\",\"kpis\":[{\"id\":\"sales\","
            + "\"title\":\"Sales\",\"field\":\"Sales\",\"aggregate\":\"sum\",\"format\":{\"type\":\"number\","
            + "\"decimals\":0}}],\"charts\":[],\"tables\":[],\"layout\":{\"rows\":[[\"sales\"]]},"
            + "\"formatRules\":{\"categoryColours\":[],\"thresholds\":[],\"decimals\":[]}}";

    @Test
    void refreshingAGeneratedDashboardMakesNoModelCall() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        HttpServer model = countingModel(calls);
        Path dataDir = Files.createTempDirectory(Path.of(System.getProperty("mnemos.test.dir")), "zero-token-");
        Map<String, String> settings = Map.of(
                "MNEMOS_ARTIFACTS_LLM_PROVIDER", "openai",
                "MNEMOS_ARTIFACTS_LLM_BASE_URL",
                        "http://127.0.0.1:" + model.getAddress().getPort() + "/v1",
                "MNEMOS_ARTIFACTS_LLM_MODEL", "gpt-counting",
                "MNEMOS_ARTIFACTS_LLM_API_KEY", "test-key-not-a-real-credential");
        try (LaunchedMnemos mnemos = LaunchedMnemos.start(dataDir, LaunchedMnemos.freePort(), settings)
                .awaitReady()) {
            Http alice = mnemos.asDevAdmin();
            String workspace = Workspaces.create(alice, "zero-token");
            String source = Workspaces.profiledCsv(
                    alice,
                    workspace,
                    "superstore",
                    Path.of(System.getProperty("mnemos.sample.data"), "superstore", "superstore.csv"));
            Http.Reply created = alice.post(
                    "api/workspaces/" + workspace + "/artifacts",
                    "{\"name\":\"Sales\",\"dataSourceId\":\"" + source + "\"}");
            assertThat(created.status()).as(created.body()).isEqualTo(201);
            assertThat(created.json().at("/generation/generator").asText()).isEqualTo("llm");
            String artifact = "api/workspaces/" + workspace + "/artifacts/"
                    + created.json().at("/artifact/id").asText();
            assertThat(alice.post(artifact + "/publish", "").status()).isEqualTo(201);
            int generated = calls.get();
            assertThat(generated).as("the generation asked the model").isPositive();
            JsonNode generation = alice.get(artifact + "/versions/1").json().get("generation");
            long spent = generation.get("promptTokens").asLong()
                    + generation.get("completionTokens").asLong();
            assertThat(spent).isPositive();

            for (int i = 0; i < REFRESHES; i++) {
                Http.Reply refreshed = alice.post(artifact + "/refreshes", "{}");
                assertThat(refreshed.status()).as(refreshed.body()).isEqualTo(201);
                assertThat(refreshed.json().get("llmCalls").asInt()).isZero();
                assertThat(refreshed.json().get("tokensSaved").asLong()).isEqualTo(spent);
            }

            assertThat(calls.get())
                    .as("requests the model saw after the generation")
                    .isEqualTo(generated);
            assertThat(alice.get(artifact + "/refreshes").json().get("total").asInt())
                    .isEqualTo(REFRESHES);
        } finally {
            model.stop(0);
        }
    }

    /** An OpenAI-compatible chat endpoint that answers every request with the spec and counts the requests. */
    private static HttpServer countingModel(AtomicInteger calls) throws Exception {
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", exchange -> {
            calls.incrementAndGet();
            exchange.getRequestBody().readAllBytes();
            byte[] body = answer().getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
        return server;
    }

    private static String answer() {
        ObjectNode answer = JSON.createObjectNode();
        answer.put("id", "chatcmpl-1").put("object", "chat.completion").put("created", 1764460800);
        answer.put("model", "gpt-counting");
        ObjectNode choice = answer.putArray("choices").addObject();
        choice.put("index", 0).put("finish_reason", "stop");
        choice.putObject("message").put("role", "assistant").put("content", SPEC);
        answer.putObject("usage")
                .put("prompt_tokens", 700)
                .put("completion_tokens", 150)
                .put("total_tokens", 850);
        return answer.toString();
    }
}
