package org.mnemos.platform;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.metrics.Metadata;
import org.eclipse.microprofile.metrics.MetricRegistry;
import org.eclipse.microprofile.metrics.Tag;
import org.eclipse.microprofile.metrics.Timer;

/**
 * The application's timers, found or created one call at a time. Payara's timer reads the bucket settings
 * into an unguarded map while it is built, so two requests creating their first timers at once fail with a
 * ConcurrentModificationException (Payara 6.2025.10); finding an existing timer is a map lookup.
 */
@ApplicationScoped
public class MetricTimers {

    @Inject
    MetricRegistry registry;

    public synchronized Timer timer(Metadata metadata, Tag... tags) {
        return registry.timer(metadata, tags);
    }
}
