package org.mnemos.llm.control;

import dev.langchain4j.http.client.jdk.JdkHttpClientBuilder;
import dev.langchain4j.model.anthropic.AnthropicChatModel;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.ollama.OllamaChatModel;
import dev.langchain4j.model.openai.OpenAiChatModel;
import java.util.Map;
import java.util.Optional;

/**
 * Builds the LangChain4j chat model for the configured provider. The JDK HTTP client is named
 * explicitly so no other client library is looked up through the service loader, and request and
 * response logging stays off: requests carry the API key and the prompt.
 */
public final class ChatModels {

    static final String OLLAMA_DEFAULT_URL = "http://localhost:11434";

    private ChatModels() {}

    public static Optional<ChatModel> of(LlmSettings settings) {
        return Optional.ofNullable(
                switch (settings.provider()) {
                    case NONE -> null;
                    case OPENAI -> openAi(settings);
                    case ANTHROPIC -> anthropic(settings);
                    case OLLAMA -> ollama(settings);
                });
    }

    private static ChatModel openAi(LlmSettings s) {
        return OpenAiChatModel.builder()
                .httpClientBuilder(new JdkHttpClientBuilder())
                .baseUrl(s.baseUrl())
                .apiKey(s.apiKey())
                .modelName(s.model())
                .temperature(s.temperature())
                .maxTokens(s.maxTokens())
                .timeout(s.timeout())
                .maxRetries(s.maxRetries())
                .logRequests(false)
                .logResponses(false)
                .build();
    }

    private static ChatModel anthropic(LlmSettings s) {
        return AnthropicChatModel.builder()
                .httpClientBuilder(new JdkHttpClientBuilder())
                .baseUrl(s.baseUrl())
                .apiKey(s.apiKey())
                .modelName(s.model())
                .temperature(s.temperature())
                .maxTokens(s.maxTokens())
                .timeout(s.timeout())
                .maxRetries(s.maxRetries())
                .logRequests(false)
                .logResponses(false)
                .build();
    }

    /** Ollama needs no key; one that is set goes as a bearer token, as proxies in front of Ollama expect. */
    private static ChatModel ollama(LlmSettings s) {
        return OllamaChatModel.builder()
                .httpClientBuilder(new JdkHttpClientBuilder())
                .baseUrl(s.baseUrl() == null ? OLLAMA_DEFAULT_URL : s.baseUrl())
                .modelName(s.model())
                .temperature(s.temperature())
                .numPredict(s.maxTokens())
                .timeout(s.timeout())
                .maxRetries(s.maxRetries())
                .customHeaders(s.apiKey() == null ? Map.of() : Map.of("Authorization", "Bearer " + s.apiKey()))
                .logRequests(false)
                .logResponses(false)
                .build();
    }
}
