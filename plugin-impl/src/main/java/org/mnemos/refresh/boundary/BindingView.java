package org.mnemos.refresh.boundary;

import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.refresh.control.ViewerBindings;

/** A member's own binding, as only they see it. */
@Schema(description = "Your own data source bound to a published artifact; your page of it shows this data")
public record BindingView(
        String artifactId,
        String dataSourceId,
        @Schema(example = "superstore-emea") String dataSourceName,

        @Schema(description = "Rows of the source when it was last read and found compatible")
        long rowCount,

        String fingerprint,
        @Schema(example = "2026-12-01T10:30:00Z") String boundAt,

        @Schema(description = "When the source was last read and found compatible", example = "2026-12-01T10:30:00Z")
        String checkedAt) {

    static BindingView of(ViewerBindings.Bound bound) {
        var b = bound.binding();
        return new BindingView(
                b.artifactId(),
                b.dataSourceId(),
                bound.source().name(),
                b.rowCount(),
                b.fingerprint(),
                b.boundAt().toString(),
                b.checkedAt().toString());
    }
}
