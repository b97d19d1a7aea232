package org.mnemos.dashboard.entity;

import java.util.List;

/** Rows of item ids from top to bottom; the items of a row share its width equally. */
public record Layout(List<List<String>> rows) {

    public Layout {
        rows = rows.stream().map(List::copyOf).toList();
    }
}
