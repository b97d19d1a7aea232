package org.mnemos.retrieval.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Inject;
import java.util.logging.Logger;
import org.eclipse.microprofile.config.Config;

/**
 * The one {@link Reranker} Recall uses: the rerank endpoint named by {@code mnemos.recall.rerank.url}, or
 * none. Bad settings are reported and give none, so a typo in the configuration does not stop Recall.
 */
@ApplicationScoped
public class RerankerChoice {

    private static final Logger LOG = Logger.getLogger(RerankerChoice.class.getName());

    @Inject
    Config config;

    @Produces
    @ApplicationScoped
    Reranker reranker() {
        try {
            return RerankSettings.from(config)
                    .<Reranker>map(settings -> {
                        LOG.info(() -> "Recall re-ranks its first " + settings.depth() + " candidates with "
                                + settings.model() + " at " + settings.endpoint());
                        return new RerankApi(settings);
                    })
                    .orElse(Reranker.NONE);
        } catch (IllegalArgumentException e) {
            LOG.severe("Recall's re-ranker (" + RerankSettings.PREFIX + "*) is not usable (" + e.getMessage()
                    + "); Recall answers in its own order");
            return Reranker.NONE;
        }
    }
}
