package org.mnemos.question.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.Config;
import org.mnemos.llm.control.ConfiguredModel;

/**
 * The one {@link Answerer}: the language model named by {@code mnemos.questions.llm.*}, or the offline
 * answerer when none is configured (the default) or its settings are unusable.
 */
@ApplicationScoped
public class AnswererProducer {

    static final String SETTINGS = "mnemos.questions.llm.";

    @Inject
    Config config;

    @Produces
    @ApplicationScoped
    Answerer answerer() {
        return ConfiguredModel.of(config, SETTINGS, "Ask about a dashboard")
                .<Answerer>map(m -> new LlmAnswerer(m.model(), m.name()))
                .orElseGet(OfflineAnswerer::new);
    }
}
