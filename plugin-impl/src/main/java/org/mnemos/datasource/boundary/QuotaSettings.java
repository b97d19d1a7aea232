package org.mnemos.datasource.boundary;

import jakarta.validation.constraints.PositiveOrZero;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The body of setting a workspace's quotas; a field left out keeps its value. */
@Schema(name = "SourceQuotaSettings")
public record QuotaSettings(
        @Schema(description = "How many data sources the workspace may have", example = "100")
        @PositiveOrZero(message = "maxSources is 0 or more")
        Integer maxSources,

        @Schema(
                description = "How many bytes the workspace's uploaded files may take together",
                example = "10737418240")
        @PositiveOrZero(message = "maxBytes is 0 or more")
        Long maxBytes) {}
