package org.mnemos.memory.control;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.List;
import org.mnemos.screening.control.SecretScreen;

/**
 * What Recall sends its re-ranker, redacted by the secret screen: the question, which nothing screened, and
 * the candidates, screened when remembered but perhaps before a rule that would catch them now. Screening a
 * long message costs about a millisecond, fifty a Recall; a candidate's redacted text is kept (up to 8 million
 * characters of content), so an entry re-ranked again costs a lookup.
 */
@ApplicationScoped
public class RerankTexts {

    static final long CACHED_CHARS = 8L << 20;

    @Inject
    SecretScreen secrets;

    private final Cache<String, String> redacted = Caffeine.newBuilder()
            .maximumWeight(CACHED_CHARS)
            .<String, String>weigher((content, text) -> content.length())
            // Upkeep on the caller's thread: no unmanaged pool threads in the container.
            .executor(Runnable::run)
            .build();

    String query(String query) {
        return secrets.redact(query);
    }

    List<String> contents(List<RecallResult.Candidate> candidates) {
        return candidates.stream()
                .map(c -> redacted.get(c.entry().content(), secrets::redact))
                .toList();
    }
}
