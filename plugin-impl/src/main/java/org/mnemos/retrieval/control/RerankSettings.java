package org.mnemos.retrieval.control;

import java.net.URI;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.Optional;
import org.eclipse.microprofile.config.Config;

/**
 * Where Recall's re-ranker answers, from {@code mnemos.recall.rerank.*}: the full URL of a rerank endpoint
 * of the Cohere/Jina shape, the model it should use, an optional API key (a secret: {@link #toString()}
 * leaves it out, nothing stores or logs it), the time Recall waits and how many candidates it sends.
 */
public record RerankSettings(URI url, String model, String apiKey, Duration timeout, int depth) {

    static final String PREFIX = "mnemos.recall.rerank.";

    public RerankSettings {
        String scheme = url.getScheme() == null ? "" : url.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https") || url.getHost() == null) {
            throw new IllegalArgumentException(
                    PREFIX + "url must be an http(s) URL, e.g. http://reranker:8000/v1/rerank");
        }
        if (model == null || model.isBlank()) {
            throw new IllegalArgumentException(PREFIX + "model must name the re-ranking model");
        }
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException(PREFIX + "timeout must be positive");
        }
        checked(depth);
    }

    /** The settings, or empty when no URL is set; a bad value is refused with a message naming its key. */
    static Optional<RerankSettings> from(Config config) {
        Optional<String> url = value(config, "url");
        if (url.isEmpty()) {
            return Optional.empty();
        }
        URI parsed;
        try {
            parsed = URI.create(url.get());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(PREFIX + "url is not a URL");
        }
        Duration timeout;
        try {
            timeout = Duration.parse(value(config, "timeout").orElse("PT2S"));
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException(PREFIX + "timeout must be an ISO-8601 duration, e.g. PT2S");
        }
        return Optional.of(new RerankSettings(
                parsed,
                value(config, "model").orElse(null),
                value(config, "api-key").orElse(null),
                timeout,
                candidates(config)));
    }

    /** How many of Recall's first candidates a re-ranker reads, whichever kind it is (2…1000, 50 unless set). */
    static int candidates(Config config) {
        try {
            return checked(Integer.parseInt(value(config, "candidates").orElse("50")));
        } catch (NumberFormatException e) {
            return checked(0);
        }
    }

    private static int checked(int depth) {
        if (depth < 2 || depth > 1000) {
            throw new IllegalArgumentException(PREFIX + "candidates must be a whole number 2…1000");
        }
        return depth;
    }

    private static Optional<String> value(Config config, String key) {
        return config.getOptionalValue(PREFIX + key, String.class)
                .map(String::strip)
                .filter(v -> !v.isEmpty());
    }

    /** The endpoint without any user information it may carry, for the log. */
    String endpoint() {
        return url.getScheme() + "://" + url.getHost() + (url.getPort() < 0 ? "" : ":" + url.getPort())
                + (url.getPath() == null ? "" : url.getPath());
    }

    @Override
    public String toString() {
        return "RerankSettings[url=" + endpoint() + ", model=" + model + ", apiKey="
                + (apiKey == null ? "unset" : "set") + ", timeout=" + timeout + ", candidates=" + depth + "]";
    }
}
