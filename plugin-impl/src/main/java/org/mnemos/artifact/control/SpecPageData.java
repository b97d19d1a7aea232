package org.mnemos.artifact.control;

import org.mnemos.dashboard.entity.Datasets;

/** A spec page's data: its datasets, computed from every row of the source, so never truncated. */
public record SpecPageData(Datasets datasets) implements PageContent {

    @Override
    public String blockText() {
        return PageData.scriptSafe(datasets.json());
    }

    @Override
    public long rowCount() {
        return datasets.rowCount();
    }

    @Override
    public boolean truncated() {
        return false;
    }
}
