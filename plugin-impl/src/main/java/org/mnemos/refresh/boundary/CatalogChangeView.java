package org.mnemos.refresh.boundary;

import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.refresh.control.RefreshOutcome;

@Schema(
        description =
                "A used categorical column whose values changed: compatible (the new values are drawn), " + "reported")
public record CatalogChangeView(
        @Schema(example = "Region") String column,
        @Schema(example = "[\"Midwest\"]") List<String> added,
        @Schema(example = "[\"Central\"]") List<String> removed) {

    /** The outcome's changed catalogs, or null when there are none (the field is then left out). */
    static List<CatalogChangeView> of(RefreshOutcome outcome) {
        List<CatalogChangeView> changes = outcome.catalogChanges().stream()
                .map(change -> new CatalogChangeView(change.column(), change.added(), change.removed()))
                .toList();
        return changes.isEmpty() ? null : changes;
    }
}
