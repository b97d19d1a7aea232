package org.mnemos.memory.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import org.mnemos.platform.DataDirectory;

/**
 * Checks a citation when that is cheap: an http(s) URL answers a HEAD request ({@link WebCitations}, within
 * the tenant's egress policy), a file path inside the data directory exists, a data schema still matches its
 * source's current schema. Anything else is UNCHECKED; a check that cannot conclude is UNVERIFIABLE.
 */
@ApplicationScoped
public class CitationCheck {

    @Inject
    WebCitations web;

    @Inject
    DataDirectory dataDirectory;

    @Inject
    SchemaFingerprints schemas;

    public Validation check(String tenant, String citation) {
        if (citation == null || citation.isBlank()) {
            return Validation.UNCHECKED;
        }
        if (citation.startsWith(SchemaFingerprints.CITATION_PREFIX)) {
            return schema(citation.substring(SchemaFingerprints.CITATION_PREFIX.length()));
        }
        if (citation.startsWith("http://") || citation.startsWith("https://")) {
            return web.check(tenant, citation);
        }
        if (citation.startsWith("file:") || citation.startsWith("/")) {
            return file(citation);
        }
        return Validation.UNCHECKED;
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
}
