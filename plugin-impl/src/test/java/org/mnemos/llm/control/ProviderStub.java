package org.mnemos.llm.control;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.mnemos.platform.Json;

/**
 * A local stand-in for a model provider's HTTP API: records every request and gives fixed answers, one per
 * request in order (the last one again once they run out).
 */
public final class ProviderStub implements AutoCloseable {

    public record Request(String method, String path, Map<String, List<String>> headers, String body) {
        public String header(String name) {
            return headers.entrySet().stream()
                    .filter(h -> h.getKey().equalsIgnoreCase(name))
                    .map(h -> h.getValue().get(0))
                    .findFirst()
                    .orElse(null);
        }
    }

    private final HttpServer server;
    private final List<Request> requests = new CopyOnWriteArrayList<>();

    public ProviderStub(int status, String answer, long delayMillis) throws IOException {
        this(status, List.of(answer), delayMillis);
    }

    public ProviderStub(int status, List<String> answers, long delayMillis) throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            requests.add(new Request(
                    exchange.getRequestMethod(),
                    exchange.getRequestURI().getPath(),
                    Map.copyOf(exchange.getRequestHeaders()),
                    new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8)));
            pause(delayMillis);
            String answer = answers.get(Math.min(requests.size(), answers.size()) - 1);
            byte[] body = answer.getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(status, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            } catch (IOException clientGone) {
                // the client timed out first: that is what a slow-provider test wants
            }
        });
        server.start();
    }

    /**
     * Settings under {@code prefix} that point LangChain4j's OpenAI client at this stub: model {@code gpt-test},
     * key {@code key}, 5 s per request, temperature 0, no retries.
     */
    public LlmSettings openAi(String prefix, String key, int maxTokens) {
        return new LlmSettings(
                prefix,
                LlmSettings.Provider.OPENAI,
                url("/v1"),
                "gpt-test",
                key,
                Duration.ofSeconds(5),
                maxTokens,
                0,
                0);
    }

    public String url(String path) {
        return "http://127.0.0.1:" + server.getAddress().getPort() + path;
    }

    public List<Request> requests() {
        return requests;
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }

    /** An OpenAI chat completion answering {@code content}, with the token usage a provider reports. */
    public static String openAiCompletion(String content, int promptTokens, int completionTokens) {
        ObjectNode answer = Json.mapper().createObjectNode();
        answer.put("id", "chatcmpl-1").put("object", "chat.completion").put("created", 1764460800);
        answer.put("model", "gpt-test");
        ObjectNode choice = answer.putArray("choices").addObject();
        choice.put("index", 0).put("finish_reason", "stop");
        choice.putObject("message").put("role", "assistant").put("content", content);
        answer.putObject("usage")
                .put("prompt_tokens", promptTokens)
                .put("completion_tokens", completionTokens)
                .put("total_tokens", promptTokens + completionTokens);
        return answer.toString();
    }
}
