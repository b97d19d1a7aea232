package org.mnemos.memory.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Recall's ranking settings from configuration; lifetimes and the utility of a pinned entry come
 * from the workspace's retention policy. Keys and defaults are documented in configuration.md.
 */
@ApplicationScoped
public class MemorySettings {

    @Inject
    @ConfigProperty(name = "mnemos.recall.relevance-floor")
    double relevanceFloor;

    /** When no candidate reaches this query relevance, nothing in the workspace is about the query: abstain. */
    public double relevanceFloor() {
        return relevanceFloor;
    }
}
