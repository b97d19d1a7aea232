package org.mnemos.audit.boundary;

import java.time.Instant;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.audit.entity.AuditAction;
import org.mnemos.audit.entity.AuditEvent;

/** One audited action on a workspace's memory or policy. */
public record AuditItem(
        @Schema(example = "42") Long id,
        @Schema(example = "alice") String actor,
        AuditAction action,
        @Schema(description = "The entry acted on, if one") String entryId,
        @Schema(example = "FACT") String category,

        @Schema(example = "the customer asked to be forgotten")
        String reason,

        @Schema(description = "What changed, e.g. a policy's old -> new")
        String detail,

        Instant occurredAt) {

    static AuditItem of(AuditEvent event) {
        return new AuditItem(
                event.id(),
                event.actor(),
                event.action(),
                event.entryId(),
                event.category(),
                event.reason(),
                event.detail(),
                event.occurredAt());
    }
}
