package org.mnemos.datasource.boundary;

import java.time.Instant;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.datasource.control.SourceQuotas;

/** A workspace's quotas on data sources and what its sources use of them. */
@Schema(name = "SourceQuota")
public record QuotaView(
        @Schema(example = "9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d")
        String workspace,

        @Schema(example = "100") int maxSources,
        @Schema(example = "10737418240") long maxBytes,

        @Schema(description = "Data sources the workspace has", example = "3")
        int usedSources,

        @Schema(description = "Bytes its uploaded files take", example = "52428800")
        long usedBytes,

        @Schema(description = "The administrator who set them; absent while the defaults apply")
        String updatedBy,

        Instant updatedAt) {

    static QuotaView of(String workspace, SourceQuotas.Usage usage) {
        return new QuotaView(
                workspace,
                usage.quota().sources(),
                usage.quota().bytes(),
                usage.sources(),
                usage.bytes(),
                usage.quota().updatedBy(),
                usage.quota().updatedAt());
    }
}
