package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/** Rows as they are: some columns, of the rows its filters keep, sorted, cut to {@code limit}. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record DetailTable(
        String id,
        String title,
        List<TableColumn> columns,
        TableSort sort,
        int limit,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<Filter> filters) {

    public DetailTable {
        columns = List.copyOf(columns);
        filters = filters == null ? List.of() : List.copyOf(filters);
    }

    /** A version-1 table. */
    public DetailTable(String id, String title, List<TableColumn> columns, TableSort sort, int limit) {
        this(id, title, columns, sort, limit, List.of());
    }

    /** This table shown otherwise; its filters kept. */
    public DetailTable shown(String otherTitle, List<TableColumn> otherColumns, TableSort otherSort, int otherLimit) {
        return new DetailTable(id, otherTitle, otherColumns, otherSort, otherLimit, filters);
    }
}
