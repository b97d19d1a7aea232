package org.mnemos.artifact.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Inject;
import java.util.logging.Logger;
import org.eclipse.microprofile.config.Config;
import org.mnemos.llm.control.ChatModels;
import org.mnemos.llm.control.LlmSettings;

/**
 * The one {@link ArtifactGenerator}: the language model named by {@code mnemos.artifacts.llm.*}, or the
 * offline generator when none is configured. Bad settings are reported and the offline generator is used,
 * as for consolidation, so a typo does not take Generate Artifact down.
 */
@ApplicationScoped
public class GeneratorChoice {

    static final String SETTINGS = "mnemos.artifacts.llm.";
    private static final Logger LOG = Logger.getLogger(GeneratorChoice.class.getName());

    @Inject
    Config config;

    @Produces
    @ApplicationScoped
    ArtifactGenerator generator() {
        try {
            LlmSettings settings = LlmSettings.from(config, SETTINGS);
            return ChatModels.of(settings)
                    .<ArtifactGenerator>map(model -> {
                        LOG.info(() -> "Generate Artifact uses " + settings.provider() + " model " + settings.model());
                        return new LlmArtifactGenerator(model, settings.model());
                    })
                    .orElseGet(OfflineSpecGenerator::new);
        } catch (RuntimeException e) {
            LOG.severe("The language model for artifacts is not usable (" + e.getMessage()
                    + "); the offline generator is used");
            return new OfflineSpecGenerator();
        }
    }
}
