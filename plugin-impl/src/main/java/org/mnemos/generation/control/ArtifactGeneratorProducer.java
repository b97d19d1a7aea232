package org.mnemos.generation.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.Config;
import org.mnemos.llm.control.ConfiguredModel;
import org.mnemos.retrieval.control.EmbeddingModel;

/**
 * The one {@link ArtifactGenerator}: the language model named by {@code mnemos.artifacts.llm.*}, or the
 * offline generator when none is configured. Bad settings are reported and the offline generator is used,
 * as for consolidation, so a typo does not take Generate Artifact down.
 */
@ApplicationScoped
public class ArtifactGeneratorProducer {

    static final String SETTINGS = "mnemos.artifacts.llm.";

    @Inject
    Config config;

    @Inject
    ContentRules rules;

    @Inject
    EmbeddingModel embeddings;

    @Produces
    @ApplicationScoped
    ArtifactGenerator generator() {
        return ConfiguredModel.of(config, SETTINGS, "Generate Artifact")
                .<ArtifactGenerator>map(m -> new LlmArtifactGenerator(m.model(), m.name(), rules))
                .orElseGet(() -> new OfflineSpecGenerator(embeddings));
    }
}
