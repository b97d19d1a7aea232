package org.mnemos.consolidation.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.Config;
import org.mnemos.llm.control.ConfiguredModel;
import org.mnemos.screening.control.SecretScreen;

/**
 * The one {@link Consolidator} the job uses: the language model named by {@code mnemos.consolidation.llm.*},
 * or the offline {@link CentralSentences} when none is configured. Bad settings are reported and the
 * offline consolidator is used, so a typo in the configuration does not stop the nightly decay. Either
 * way the summaries are screened for credentials.
 */
@ApplicationScoped
public class ConsolidatorProducer {

    static final String SETTINGS = "mnemos.consolidation.llm.";

    @Inject
    Config config;

    @Inject
    CentralSentences offline;

    @Inject
    SecretScreen secrets;

    @Produces
    @ApplicationScoped
    Consolidator consolidator() {
        return new ScreenedSummaries(
                ConfiguredModel.of(config, SETTINGS, "Consolidation")
                        .<Consolidator>map(m -> new LlmConsolidator(m.model(), offline, secrets))
                        .orElse(offline),
                secrets);
    }
}
