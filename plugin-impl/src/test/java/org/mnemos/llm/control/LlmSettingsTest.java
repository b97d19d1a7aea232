package org.mnemos.llm.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.Map;
import org.eclipse.microprofile.config.Config;
import org.junit.jupiter.api.Test;
import org.mnemos.platform.MapConfig;

class LlmSettingsTest {

    private static final String PREFIX = "mnemos.consolidation.llm.";

    private static Config config(Map<String, String> values) {
        return MapConfig.of(values);
    }

    @Test
    void withoutAProviderThereIsNoModel() {
        LlmSettings settings = LlmSettings.from(config(Map.of()), PREFIX);

        assertThat(settings.provider()).isEqualTo(LlmSettings.Provider.NONE);
        assertThat(settings.temperature()).isZero();
        assertThat(ChatModels.of(settings)).isEmpty();
    }

    @Test
    void theKeysAreReadByName() {
        LlmSettings settings = LlmSettings.from(
                config(Map.of(
                        "mnemos.consolidation.llm.provider",
                        "Anthropic",
                        "mnemos.consolidation.llm.base-url",
                        "http://127.0.0.1:9/v1/",
                        "mnemos.consolidation.llm.model",
                        "claude-test",
                        "mnemos.consolidation.llm.api-key",
                        "k-123",
                        "mnemos.consolidation.llm.timeout",
                        "PT5S",
                        "mnemos.consolidation.llm.max-tokens",
                        "200",
                        "mnemos.consolidation.llm.temperature",
                        "0.2",
                        "mnemos.consolidation.llm.max-retries",
                        "0")),
                PREFIX);

        assertThat(settings)
                .isEqualTo(new LlmSettings(
                        PREFIX,
                        LlmSettings.Provider.ANTHROPIC,
                        "http://127.0.0.1:9/v1/",
                        "claude-test",
                        "k-123",
                        Duration.ofSeconds(5),
                        200,
                        0.2,
                        0));
        assertThat(ChatModels.of(settings)).isPresent();
    }

    @Test
    void anUnknownProviderIsRefusedByName() {
        assertThatThrownBy(() -> LlmSettings.from(config(Map.of("mnemos.consolidation.llm.provider", "gpt")), PREFIX))
                .hasMessage("mnemos.consolidation.llm.provider must be none, openai, anthropic or ollama");
    }
}
