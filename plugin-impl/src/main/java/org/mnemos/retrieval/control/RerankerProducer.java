package org.mnemos.retrieval.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Inject;
import java.util.Optional;
import java.util.logging.Logger;
import org.eclipse.microprofile.config.Config;
import org.mnemos.llm.control.ConfiguredModel;

/**
 * The one {@link Reranker} Recall uses: the cross-encoder behind {@code mnemos.recall.rerank.url}, else the
 * language model of {@code mnemos.recall.rerank.llm.*}, else none. Bad settings are reported and give none,
 * so a typo in the configuration does not stop Recall.
 */
@ApplicationScoped
public class RerankerProducer {

    static final String LLM = RerankSettings.PREFIX + "llm.";
    private static final Logger LOG = Logger.getLogger(RerankerProducer.class.getName());

    @Inject
    Config config;

    @Inject
    RerankMetrics metrics;

    @Produces
    @ApplicationScoped
    Reranker reranker() {
        Reranker configured = configured();
        return configured == Reranker.NONE ? configured : metrics.measured(configured);
    }

    Reranker configured() {
        try {
            Optional<RerankSettings> api = RerankSettings.from(config);
            if (api.isPresent()) {
                RerankSettings settings = api.get();
                LOG.info(() -> "Recall re-ranks its first " + settings.depth() + " candidates with " + settings.model()
                        + " at " + settings.endpoint());
                return new RerankApi(settings);
            }
            int depth = RerankSettings.candidates(config);
            return ConfiguredModel.of(config, LLM, "Recall's re-ranker")
                    .<Reranker>map(m -> new LlmReranker(m.model(), m.name(), depth))
                    .orElse(Reranker.NONE);
        } catch (IllegalArgumentException e) {
            LOG.severe("Recall's re-ranker (" + RerankSettings.PREFIX + "*) is not usable (" + e.getMessage()
                    + "); Recall answers in its own order");
            return Reranker.NONE;
        }
    }
}
