package org.mnemos.refresh.entity;

import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * How new data differs from the data an artifact was made for, in the columns it uses. Missing and changed
 * columns make the new data incompatible; changed catalogs do not (new values simply render) and are only
 * reported.
 *
 * @param missingColumns used columns the new data no longer has
 * @param changedColumns used columns whose type changed in a way the artifact cannot follow
 * @param catalogChanges used categorical columns whose set of values changed
 */
public record Drift(List<String> missingColumns, List<TypeChange> changedColumns, List<CatalogChange> catalogChanges) {

    public Drift {
        missingColumns = List.copyOf(missingColumns);
        changedColumns = List.copyOf(changedColumns);
        catalogChanges = List.copyOf(catalogChanges);
    }

    public boolean compatible() {
        return missingColumns.isEmpty() && changedColumns.isEmpty();
    }

    /** The names of the changed columns, the shape the node's drift port declares. */
    public List<String> changedColumnNames() {
        return changedColumns.stream().map(TypeChange::column).toList();
    }

    /** What makes the data incompatible, for a problem's detail: "Sales is missing; Quantity: values were …". */
    public String faults() {
        return Stream.concat(
                        missingColumns.stream().map(c -> c + " is missing"),
                        changedColumns.stream().map(c -> c.column() + ": " + c.reason()))
                .collect(Collectors.joining("; "));
    }

    /**
     * A used column whose type the artifact cannot follow.
     *
     * @param reason why, in a sentence a business user understands
     */
    @Schema(description = "A used column whose type the artifact cannot follow")
    public record TypeChange(
            @Schema(example = "Sales") String column,
            @Schema(example = "decimal") String oldType,
            @Schema(example = "text") String newType,

            @Schema(example = "values were decimal and are now text")
            String reason) {}

    /** Values of a used categorical column that appeared or disappeared (from complete catalogs only). */
    public record CatalogChange(String column, List<String> added, List<String> removed) {

        public CatalogChange {
            added = List.copyOf(added);
            removed = List.copyOf(removed);
        }
    }
}
