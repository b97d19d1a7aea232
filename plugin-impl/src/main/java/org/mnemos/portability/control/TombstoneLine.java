package org.mnemos.portability.control;

import java.time.Instant;
import org.mnemos.audit.entity.AuditAction;
import org.mnemos.audit.entity.AuditEvent;

/** A {@code tombstone} line: that an entry was erased, by whom, when and why, never what it said. */
public record TombstoneLine(
        String kind, String entryId, String category, AuditAction action, String actor, String reason, Instant at) {

    public static final String KIND = "tombstone";

    public static TombstoneLine of(AuditEvent event) {
        return new TombstoneLine(
                KIND,
                event.entryId(),
                event.category(),
                event.action(),
                event.actor(),
                event.reason(),
                event.occurredAt());
    }
}
