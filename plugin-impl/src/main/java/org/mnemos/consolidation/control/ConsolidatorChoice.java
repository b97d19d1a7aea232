package org.mnemos.consolidation.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Inject;
import java.util.logging.Logger;
import org.eclipse.microprofile.config.Config;
import org.mnemos.llm.control.ChatModels;
import org.mnemos.llm.control.LlmSettings;
import org.mnemos.memory.control.SecretScreen;

/**
 * The one {@link Consolidator} the job uses: the language model named by {@code mnemos.consolidation.llm.*},
 * or the offline {@link CentralSentences} when none is configured. Bad settings are reported and the
 * offline consolidator is used, so a typo in the configuration does not stop the nightly decay.
 */
@ApplicationScoped
public class ConsolidatorChoice {

    static final String SETTINGS = "mnemos.consolidation.llm.";
    private static final Logger LOG = Logger.getLogger(ConsolidatorChoice.class.getName());

    @Inject
    Config config;

    @Inject
    CentralSentences offline;

    @Inject
    SecretScreen secrets;

    @Produces
    @ApplicationScoped
    Consolidator consolidator() {
        try {
            LlmSettings settings = LlmSettings.from(config, SETTINGS);
            return ChatModels.of(settings)
                    .<Consolidator>map(model -> {
                        LOG.info(() ->
                                "Consolidation summarises with " + settings.provider() + " model " + settings.model());
                        return new LlmConsolidator(model, offline, secrets);
                    })
                    .orElse(offline);
        } catch (RuntimeException e) {
            LOG.severe("The language model for consolidation is not usable (" + e.getMessage()
                    + "); the offline consolidator is used");
            return offline;
        }
    }
}
