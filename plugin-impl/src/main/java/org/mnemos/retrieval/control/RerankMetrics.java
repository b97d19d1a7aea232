package org.mnemos.retrieval.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.eclipse.microprofile.metrics.Metadata;
import org.eclipse.microprofile.metrics.MetricUnits;
import org.eclipse.microprofile.metrics.Tag;
import org.mnemos.platform.MetricTimers;

/**
 * How long Recall's re-ranker takes and whether it answered: the timer {@code mnemos.recall.rerank.duration}
 * by outcome ({@code scored}, or {@code failed}: Recall answered in its own order), so that an operator sees a
 * re-ranker that is slow or down, which Recall itself survives quietly.
 */
@ApplicationScoped
public class RerankMetrics {

    static final Metadata DURATION = Metadata.builder()
            .withName("mnemos.recall.rerank.duration")
            .withUnit(MetricUnits.NANOSECONDS)
            .withDescription("Calls of Recall's re-ranker by outcome (scored; failed: Recall kept its own order)")
            .build();

    @Inject
    MetricTimers timers;

    /** The re-ranker, each of its calls timed. */
    Reranker measured(Reranker reranker) {
        return new Timed(reranker);
    }

    private final class Timed implements Reranker {

        private final Reranker reranker;

        Timed(Reranker reranker) {
            this.reranker = reranker;
        }

        @Override
        public int depth() {
            return reranker.depth();
        }

        @Override
        public Optional<double[]> scores(String query, List<String> documents) {
            long started = System.nanoTime();
            Optional<double[]> scores = reranker.scores(query, documents);
            timers.timer(DURATION, new Tag("outcome", scores.isPresent() ? "scored" : "failed"))
                    .update(Duration.ofNanos(System.nanoTime() - started));
            return scores;
        }
    }
}
