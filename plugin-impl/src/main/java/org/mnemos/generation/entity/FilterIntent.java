package org.mnemos.generation.entity;

import java.util.List;
import java.util.Objects;

/**
 * Rows the clause keeps.
 *
 * @param field  the column compared
 * @param op     the comparison
 * @param values the operands as written (catalog values in the catalog's spelling)
 */
public record FilterIntent(FieldMatch field, FilterOp op, List<String> values) {

    public FilterIntent {
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(op, "op");
        values = List.copyOf(values);
    }

    public String column() {
        return field.column();
    }
}
