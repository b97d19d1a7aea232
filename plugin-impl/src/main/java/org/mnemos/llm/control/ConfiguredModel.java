package org.mnemos.llm.control;

import dev.langchain4j.model.chat.ChatModel;
import java.util.Optional;
import java.util.logging.Logger;
import org.eclipse.microprofile.config.Config;

/**
 * The chat model a feature is configured with under its prefix, and the model's name for the records. Bad
 * settings are logged and give none, like provider {@code none}: the feature then keeps its offline way, so a
 * typo in the configuration does not take it down.
 */
public record ConfiguredModel(ChatModel model, String name) {

    private static final Logger LOG = Logger.getLogger(ConfiguredModel.class.getName());

    /** The model under {@code prefix}, or empty; {@code feature} names the user in the log, e.g. "Consolidation". */
    public static Optional<ConfiguredModel> of(Config config, String prefix, String feature) {
        try {
            LlmSettings settings = LlmSettings.from(config, prefix);
            Optional<ConfiguredModel> configured =
                    ChatModels.of(settings).map(model -> new ConfiguredModel(model, settings.model()));
            configured.ifPresent(
                    m -> LOG.info(() -> feature + " uses " + settings.provider() + " model " + settings.model()));
            return configured;
        } catch (RuntimeException e) {
            LOG.severe(feature + ": the language model (" + prefix + "*) is not usable (" + e.getMessage()
                    + "); the offline way is used");
            return Optional.empty();
        }
    }
}
