package org.mnemos.llm.control;

import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import org.eclipse.microprofile.config.Config;

/**
 * How to reach the language model of one feature, read from the keys under its prefix (e.g. {@code
 * mnemos.consolidation.llm.}). The API key is a secret: {@link #toString()} leaves it out, and nothing
 * stores or logs it.
 */
public record LlmSettings(
        String prefix,
        Provider provider,
        String baseUrl,
        String model,
        String apiKey,
        Duration timeout,
        int maxTokens,
        double temperature,
        int maxRetries) {

    /** The API families LangChain4j speaks; {@code NONE} keeps the feature's offline implementation. */
    public enum Provider {
        NONE,
        OPENAI,
        ANTHROPIC,
        OLLAMA
    }

    public LlmSettings {
        if (provider != Provider.NONE && (model == null || model.isBlank())) {
            throw new IllegalArgumentException(prefix + "model must name the model of provider " + provider);
        }
        if (maxTokens < 1
                || temperature < 0
                || temperature > 2
                || maxRetries < 0
                || timeout.isNegative()
                || timeout.isZero()) {
            throw new IllegalArgumentException(prefix + "max-tokens must be at least 1, temperature 0…2, max-retries"
                    + " at least 0 and timeout positive");
        }
    }

    /**
     * Reads the keys under {@code prefix}; an unknown provider or a missing model is refused with a message
     * naming the key.
     */
    public static LlmSettings from(Config config, String prefix) {
        String provider = value(config, prefix, "provider").orElse("none").toUpperCase(Locale.ROOT);
        Provider chosen;
        try {
            chosen = Provider.valueOf(provider);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(prefix + "provider must be none, openai, anthropic or ollama");
        }
        return new LlmSettings(
                prefix,
                chosen,
                value(config, prefix, "base-url").orElse(null),
                value(config, prefix, "model").orElse(null),
                value(config, prefix, "api-key").orElse(null),
                Duration.parse(value(config, prefix, "timeout").orElse("PT60S")),
                Integer.parseInt(value(config, prefix, "max-tokens").orElse("300")),
                Double.parseDouble(value(config, prefix, "temperature").orElse("0")),
                Integer.parseInt(value(config, prefix, "max-retries").orElse("1")));
    }

    private static Optional<String> value(Config config, String prefix, String key) {
        return config.getOptionalValue(prefix + key, String.class)
                .map(String::strip)
                .filter(v -> !v.isEmpty());
    }

    @Override
    public String toString() {
        return "LlmSettings[prefix=" + prefix + ", provider=" + provider + ", baseUrl=" + baseUrl + ", model=" + model
                + ", apiKey="
                + (apiKey == null ? "unset" : "set") + ", timeout=" + timeout + ", maxTokens=" + maxTokens
                + ", temperature=" + temperature + ", maxRetries=" + maxRetries + "]";
    }
}
