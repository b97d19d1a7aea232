package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/** Rows as they are: some columns, sorted, cut to {@code limit}. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record DetailTable(String id, String title, List<TableColumn> columns, TableSort sort, int limit) {

    public DetailTable {
        columns = List.copyOf(columns);
    }
}
