package org.mnemos.memory.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.metrics.Metadata;
import org.eclipse.microprofile.metrics.MetricRegistry;
import org.eclipse.microprofile.metrics.Tag;
import org.mnemos.api.error.ErrorCode;

/**
 * What the write path did with each entry, whoever sent it (the Remember node over any host, imports,
 * data-source profiles). Tags carry codes, rule ids and categories only, never content.
 */
@ApplicationScoped
public class WriteMetrics {

    static final Metadata ENTRIES = Metadata.builder()
            .withName("mnemos.remember.entries")
            .withDescription("Entries the write path stored, by status: STORED, REINFORCED (an identical claim "
                    + "was reinforced instead of copied), QUARANTINED, PENDING_APPROVAL (a durable instruction waiting for a "
                    + "steward)")
            .build();

    static final Metadata REFUSALS = Metadata.builder()
            .withName("mnemos.remember.refusals")
            .withDescription("Entries the screens refused, by code (SECRET_DETECTED, UNTRUSTED_INSTRUCTION, "
                    + "APPROVAL_REQUIRED) and kind (the secret rule id, or the category that was refused)")
            .build();

    static final Metadata QUARANTINES = Metadata.builder()
            .withName("mnemos.screening.quarantines")
            .withDescription("Entries quarantined by the instruction screen, by the kind of "
                    + "instruction found (e.g. 'override instructions', 'jailbreak')")
            .build();

    @Inject
    MetricRegistry registry;

    void stored(String status) {
        registry.counter(ENTRIES, new Tag("status", status)).inc();
    }

    void refused(ErrorCode code, String kind) {
        registry.counter(REFUSALS, new Tag("code", code.name()), new Tag("kind", kind))
                .inc();
    }

    void quarantined(String kind) {
        registry.counter(QUARANTINES, new Tag("kind", kind)).inc();
    }
}
