package org.mnemos.memory.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.mnemos.platform.DataDirectory;

/**
 * Checks a citation when that is cheap: an http(s) URL answers a HEAD request, a file path inside
 * the data directory exists, a data schema still matches its source's current schema. Anything else is UNCHECKED; a check that cannot conclude is
 * UNVERIFIABLE. URL verdicts are cached for a few minutes so that Recall stays fast.
 */
@ApplicationScoped
public class CitationCheck {

    private static final Duration TIMEOUT = Duration.ofMillis(1500);
    private static final Duration CACHE = Duration.ofMinutes(5);

    private final HttpClient http = HttpClient.newBuilder()
            .connectTimeout(TIMEOUT)
            .followRedirects(HttpClient.Redirect.NORMAL)
            .build();
    private final Map<String, Cached> verdicts = new ConcurrentHashMap<>();

    @Inject
    DataDirectory dataDirectory;

    @Inject
    SchemaFingerprints schemas;

    public Validation check(String citation) {
        if (citation == null || citation.isBlank()) {
            return Validation.UNCHECKED;
        }
        if (citation.startsWith(SchemaFingerprints.CITATION_PREFIX)) {
            return schema(citation.substring(SchemaFingerprints.CITATION_PREFIX.length()));
        }
        if (citation.startsWith("http://") || citation.startsWith("https://")) {
            Cached cached = verdicts.get(citation);
            if (cached != null && cached.fresh()) {
                return cached.validation();
            }
            Validation validation = head(citation);
            verdicts.put(citation, new Cached(validation, System.nanoTime()));
            return validation;
        }
        if (citation.startsWith("file:") || citation.startsWith("/")) {
            return file(citation);
        }
        return Validation.UNCHECKED;
    }

    private Validation head(String url) {
        try {
            HttpRequest request = HttpRequest.newBuilder(URI.create(url))
                    .timeout(TIMEOUT)
                    .method("HEAD", HttpRequest.BodyPublishers.noBody())
                    .build();
            int status =
                    http.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
            if (status < 400) {
                return Validation.VALID;
            }
            return status == 404 || status == 410 ? Validation.STALE : Validation.UNVERIFIABLE;
        } catch (IOException | IllegalArgumentException e) {
            return Validation.UNVERIFIABLE;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Validation.UNVERIFIABLE;
        }
    }

    /** A data schema is valid while its source still has the profiled schema ({@code <id>#<fingerprint>}). */
    private Validation schema(String reference) {
        int hash = reference.indexOf('#');
        if (hash < 0) {
            return Validation.UNVERIFIABLE;
        }
        return schemas.current(reference.substring(0, hash))
                .map(fingerprint ->
                        fingerprint.equals(reference.substring(hash + 1)) ? Validation.VALID : Validation.STALE)
                .orElse(Validation.STALE);
    }

    /** Only paths under the data directory are probed, so Recall cannot map the server's file system. */
    private Validation file(String citation) {
        try {
            Path path = (citation.startsWith("file:") ? Path.of(URI.create(citation)) : Path.of(citation)).normalize();
            Path root = dataDirectory.root();
            if (!path.startsWith(root)) {
                return Validation.UNCHECKED;
            }
            return Files.exists(path) ? Validation.VALID : Validation.STALE;
        } catch (IllegalArgumentException e) {
            return Validation.UNVERIFIABLE;
        }
    }

    private record Cached(Validation validation, long at) {
        boolean fresh() {
            return System.nanoTime() - at < CACHE.toNanos();
        }
    }
}
