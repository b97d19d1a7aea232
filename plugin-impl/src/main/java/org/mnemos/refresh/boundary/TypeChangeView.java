package org.mnemos.refresh.boundary;

import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.refresh.entity.Drift;

@Schema(description = "A used column whose type the artifact cannot follow")
public record TypeChangeView(
        @Schema(example = "Sales") String column,
        @Schema(example = "decimal") String oldType,
        @Schema(example = "text") String newType,

        @Schema(example = "values were decimal and are now text")
        String reason) {

    static List<TypeChangeView> of(Drift drift) {
        return drift.changedColumns().stream()
                .map(c -> new TypeChangeView(c.column(), c.oldType(), c.newType(), c.reason()))
                .toList();
    }

    /** The names of the changed columns, the shape the node's drift port declares. */
    static List<String> names(Drift drift) {
        return drift.changedColumns().stream().map(Drift.TypeChange::column).toList();
    }
}
