package org.mnemos.refresh.control;

import java.util.List;
import org.mnemos.api.connector.Row;
import org.mnemos.dashboard.control.SpecDatasets;
import org.mnemos.refresh.entity.RefreshRecord;

/** A spec's snapshot: only its datasets, in bounded memory whatever the rows, so never over a cap. */
final class SpecDatasetsSink implements SnapshotSink {

    private final SpecDatasets datasets;

    SpecDatasetsSink(SpecDatasets datasets) {
        this.datasets = datasets;
    }

    @Override
    public void start(List<String> columns) {
        datasets.start(columns);
    }

    @Override
    public void accept(Row row) {
        datasets.accept(row);
    }

    @Override
    public RefreshRecord.ContentKind kind() {
        return RefreshRecord.ContentKind.DATASETS;
    }

    @Override
    public boolean overCap() {
        return false;
    }

    @Override
    public String content() {
        return datasets.result().json();
    }
}
