package org.mnemos.refresh.entity;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.mnemos.platform.Json;

/**
 * A program's snapshot content: the rows a refresh read, values as read (typed when the page is rendered,
 * by the snapshot's profile). Stored as {@code {"columns": […], "rows": [[…], …]}}.
 */
public record SnapshotRows(List<String> columns, List<List<String>> rows) {

    public SnapshotRows {
        columns = List.copyOf(columns);
        // Values may be null (SQL NULL, JSON null); List.copyOf would reject them.
        rows = rows.stream()
                .map(row -> Collections.unmodifiableList(new ArrayList<>(row)))
                .toList();
    }

    public String json() {
        return Json.text(this);
    }

    public static SnapshotRows parse(String json) {
        try {
            return Json.mapper().readValue(json, SnapshotRows.class);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A stored snapshot is not a rows document", e);
        }
    }
}
