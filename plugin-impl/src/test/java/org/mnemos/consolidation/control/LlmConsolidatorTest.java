package org.mnemos.consolidation.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mnemos.llm.control.ChatModels;
import org.mnemos.llm.control.LlmSettings;
import org.mnemos.llm.control.ProviderStub;
import org.mnemos.screening.control.SecretScreen;

/** The LLM consolidator over real HTTP, through the real LangChain4j clients, against a recording stub. */
class LlmConsolidatorTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String KEY = "test-key-not-a-real-credential";
    private static final String SUMMARY =
            "The Antwerp depot ships pallets on Mondays, closes at 17:00 and needs truck bookings.";
    private static final List<String> STATEMENTS = List.of(
            "The Antwerp depot ships pallets on Mondays",
            "The Antwerp depot closes at 17:00",
            "The Antwerp depot needs a booking for trucks");
    private static final List<float[]> VECTORS =
            List.of(new float[] {1, 0}, new float[] {0.8f, 0.6f}, new float[] {0.6f, 0.8f});

    private static final String OPENAI_ANSWER = """
            {"id": "chatcmpl-1", "object": "chat.completion", "created": 1764460800, "model": "gpt-test",
             "choices": [{"index": 0, "message": {"role": "assistant", "content": "%s"}, "finish_reason": "stop"}],
             "usage": {"prompt_tokens": 60, "completion_tokens": 20, "total_tokens": 80}}""";
    private static final String ANTHROPIC_ANSWER = """
            {"id": "msg_1", "type": "message", "role": "assistant", "model": "claude-test",
             "content": [{"type": "text", "text": "%s"}], "stop_reason": "end_turn",
             "usage": {"input_tokens": 60, "output_tokens": 20}}""";
    private static final String OLLAMA_ANSWER = """
            {"model": "llama-test", "created_at": "2026-11-30T02:00:00Z",
             "message": {"role": "assistant", "content": "%s"}, "done": true, "done_reason": "stop",
             "prompt_eval_count": 60, "eval_count": 20}""";

    private static LlmSettings settings(
            LlmSettings.Provider provider, String baseUrl, String model, String key, Duration timeout, int retries) {
        return new LlmSettings(ConsolidatorProducer.SETTINGS, provider, baseUrl, model, key, timeout, 120, 0, retries);
    }

    private static String consolidate(LlmSettings settings, List<String> statements) {
        return new LlmConsolidator(ChatModels.of(settings).orElseThrow(), new CentralSentences(), new SecretScreen())
                .consolidate(statements, VECTORS.subList(0, statements.size()));
    }

    private static void assertEveryStatementNumbered(String userText) {
        for (int i = 0; i < STATEMENTS.size(); i++) {
            assertThat(userText).contains((i + 1) + ". " + STATEMENTS.get(i));
        }
    }

    @Test
    void openAiGetsTheInstructionTheNumberedStatementsAndTheKey() throws Exception {
        try (ProviderStub stub = new ProviderStub(200, OPENAI_ANSWER.formatted(SUMMARY), 0)) {
            String summary = consolidate(
                    settings(LlmSettings.Provider.OPENAI, stub.url("/v1"), "gpt-test", KEY, Duration.ofSeconds(5), 0),
                    STATEMENTS);

            assertThat(summary).isEqualTo(SUMMARY);
            ProviderStub.Request sent = stub.requests().get(0);
            assertThat(sent.method()).isEqualTo("POST");
            assertThat(sent.path()).isEqualTo("/v1/chat/completions");
            assertThat(sent.header("Authorization")).isEqualTo("Bearer " + KEY);
            JsonNode body = JSON.readTree(sent.body());
            assertThat(body.get("model").asText()).isEqualTo("gpt-test");
            assertThat(body.get("temperature").asDouble()).isZero();
            assertThat(body.get("max_tokens").asInt()).isEqualTo(120);
            assertThat(body.at("/messages/0/role").asText()).isEqualTo("system");
            assertThat(body.at("/messages/0/content").asText()).isEqualTo(LlmConsolidator.INSTRUCTION);
            assertThat(body.at("/messages/1/role").asText()).isEqualTo("user");
            assertEveryStatementNumbered(body.at("/messages/1/content").asText());
        }
    }

    @Test
    void anthropicGetsTheKeyHeaderTheSystemInstructionAndTheStatements() throws Exception {
        try (ProviderStub stub = new ProviderStub(200, ANTHROPIC_ANSWER.formatted(SUMMARY), 0)) {
            String summary = consolidate(
                    settings(
                            LlmSettings.Provider.ANTHROPIC,
                            stub.url("/v1/"),
                            "claude-test",
                            KEY,
                            Duration.ofSeconds(5),
                            0),
                    STATEMENTS);

            assertThat(summary).isEqualTo(SUMMARY);
            ProviderStub.Request sent = stub.requests().get(0);
            assertThat(sent.path()).isEqualTo("/v1/messages");
            assertThat(sent.header("x-api-key")).isEqualTo(KEY);
            assertThat(sent.header("anthropic-version")).isNotBlank();
            JsonNode body = JSON.readTree(sent.body());
            assertThat(body.get("model").asText()).isEqualTo("claude-test");
            assertThat(body.get("max_tokens").asInt()).isEqualTo(120);
            assertThat(body.get("temperature").asDouble()).isZero();
            assertThat(body.get("system").toString()).contains(LlmConsolidator.INSTRUCTION);
            assertThat(body.at("/messages/0/role").asText()).isEqualTo("user");
            assertEveryStatementNumbered(text(body.at("/messages/0/content")));
        }
    }

    @Test
    void ollamaGetsTheModelOptionsAndTheStatements() throws Exception {
        try (ProviderStub stub = new ProviderStub(200, OLLAMA_ANSWER.formatted(SUMMARY), 0)) {
            String summary = consolidate(
                    settings(LlmSettings.Provider.OLLAMA, stub.url(""), "llama-test", null, Duration.ofSeconds(5), 0),
                    STATEMENTS);

            assertThat(summary).isEqualTo(SUMMARY);
            ProviderStub.Request sent = stub.requests().get(0);
            assertThat(sent.path()).isEqualTo("/api/chat");
            assertThat(sent.header("Authorization")).isNull();
            JsonNode body = JSON.readTree(sent.body());
            assertThat(body.get("model").asText()).isEqualTo("llama-test");
            assertThat(body.at("/options/temperature").asDouble()).isZero();
            assertThat(body.at("/options/num_predict").asInt()).isEqualTo(120);
            assertThat(body.at("/messages/0/content").asText()).isEqualTo(LlmConsolidator.INSTRUCTION);
            assertEveryStatementNumbered(body.at("/messages/1/content").asText());
        }
    }

    @Test
    void anOpenAiCompatibleServerWithoutKeyGetsNoAuthorization() throws Exception {
        try (ProviderStub stub = new ProviderStub(200, OPENAI_ANSWER.formatted(SUMMARY), 0)) {
            String summary = consolidate(
                    settings(
                            LlmSettings.Provider.OPENAI, stub.url("/v1"), "llama-test", null, Duration.ofSeconds(5), 0),
                    STATEMENTS);

            assertThat(summary).isEqualTo(SUMMARY);
            assertThat(stub.requests().get(0).header("Authorization")).isNull();
        }
    }

    @Test
    void aServerErrorFallsBackToTheOfflineConsolidator() throws Exception {
        try (ProviderStub stub = new ProviderStub(500, "{\"error\": {\"message\": \"overloaded\"}}", 0)) {
            String summary = consolidate(
                    settings(LlmSettings.Provider.OPENAI, stub.url("/v1"), "gpt-test", KEY, Duration.ofSeconds(5), 1),
                    STATEMENTS);

            assertThat(stub.requests()).isNotEmpty();
            assertThat(summary).isEqualTo(new CentralSentences().consolidate(STATEMENTS, VECTORS));
        }
    }

    @Test
    void aSlowProviderTimesOutAndFallsBack() throws Exception {
        try (ProviderStub stub = new ProviderStub(200, OPENAI_ANSWER.formatted(SUMMARY), 3_000)) {
            long start = System.nanoTime();
            String summary = consolidate(
                    settings(LlmSettings.Provider.OPENAI, stub.url("/v1"), "gpt-test", KEY, Duration.ofMillis(300), 0),
                    STATEMENTS);

            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofMillis(2_500));
            assertThat(summary).isEqualTo(new CentralSentences().consolidate(STATEMENTS, VECTORS));
        }
    }

    @Test
    void anEmptyAnswerFallsBack() throws Exception {
        try (ProviderStub stub = new ProviderStub(200, ANTHROPIC_ANSWER.formatted(" "), 0)) {
            String summary = consolidate(
                    settings(
                            LlmSettings.Provider.ANTHROPIC,
                            stub.url("/v1/"),
                            "claude-test",
                            KEY,
                            Duration.ofSeconds(5),
                            0),
                    STATEMENTS);

            assertThat(summary).isEqualTo(new CentralSentences().consolidate(STATEMENTS, VECTORS));
        }
    }

    @Test
    void aStatementHoldingACredentialIsNeverSent() throws Exception {
        String leaky = "The depot API uses password: Xk9#mQ2vL7pR4tZ8";
        try (ProviderStub stub = new ProviderStub(200, OPENAI_ANSWER.formatted(SUMMARY), 0)) {
            consolidate(
                    settings(LlmSettings.Provider.OPENAI, stub.url("/v1"), "gpt-test", KEY, Duration.ofSeconds(5), 0),
                    List.of(STATEMENTS.get(0), leaky, STATEMENTS.get(2)));

            String sent = stub.requests().get(0).body();
            assertThat(sent)
                    .contains(STATEMENTS.get(0))
                    .contains(STATEMENTS.get(2))
                    .doesNotContain("Xk9#mQ2vL7pR4tZ8");
        }
    }

    @Test
    void anAnswerHoldingACredentialIsNeverStoredTheOfflineConsolidatorWritesTheGroup() throws Exception {
        String leaky = "The depot API uses password: Xk9#mQ2vL7pR4tZ8 on Mondays.";
        try (ProviderStub stub = new ProviderStub(200, OPENAI_ANSWER.formatted(leaky), 0)) {
            String summary = consolidate(
                    settings(LlmSettings.Provider.OPENAI, stub.url("/v1"), "gpt-test", KEY, Duration.ofSeconds(5), 0),
                    STATEMENTS);

            assertThat(summary)
                    .doesNotContain("Xk9#mQ2vL7pR4tZ8")
                    .isEqualTo(new CentralSentences().consolidate(STATEMENTS, VECTORS));
        }
    }

    @Test
    void aRunawayAnswerIsCutAtASentenceWithinTheBound() throws Exception {
        String runaway = "The depot is busy. ".repeat(200);
        try (ProviderStub stub = new ProviderStub(200, OPENAI_ANSWER.formatted(runaway), 0)) {
            String summary = consolidate(
                    settings(LlmSettings.Provider.OPENAI, stub.url("/v1"), "gpt-test", KEY, Duration.ofSeconds(5), 0),
                    STATEMENTS);

            assertThat(summary)
                    .hasSizeLessThanOrEqualTo(CentralSentences.MAX_LENGTH)
                    .endsWith("busy.");
        }
    }

    @Test
    void settingsNeverShowTheKeyAndNeedAModel() {
        LlmSettings settings = settings(LlmSettings.Provider.OPENAI, null, "gpt-test", KEY, Duration.ofSeconds(1), 0);

        assertThat(settings.toString()).doesNotContain(KEY).contains("apiKey=set");
        assertThat(ChatModels.of(settings(LlmSettings.Provider.NONE, null, null, null, Duration.ofSeconds(1), 0)))
                .isEmpty();
        assertThatThrownBy(() -> settings(LlmSettings.Provider.ANTHROPIC, null, " ", KEY, Duration.ofSeconds(1), 0))
                .hasMessageContaining("mnemos.consolidation.llm.model");
    }

    /** Anthropic content is a string or a list of typed blocks. */
    private static String text(JsonNode content) {
        return content.isTextual()
                ? content.asText()
                : content.findValuesAsText("text").toString();
    }
}
