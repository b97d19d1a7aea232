package org.mnemos.refresh.control;

import java.util.List;
import java.util.Optional;
import org.mnemos.api.connector.Row;
import org.mnemos.dashboard.control.SpecDatasets;
import org.mnemos.dashboard.control.SpecRows;
import org.mnemos.refresh.entity.RefreshRecord;

/**
 * A spec's snapshot: its datasets, in bounded memory whatever the rows, so never over a cap, and, from the same
 * read, the spec's columns of every row, kept for viewer filters.
 */
final class SpecDatasetsSink implements SnapshotSink {

    private final SpecDatasets datasets;
    private final SpecRows.Recorder recorder;

    SpecDatasetsSink(SpecDatasets datasets, SpecRows.Recorder recorder) {
        this.datasets = datasets.keeping(recorder);
        this.recorder = recorder;
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

    @Override
    public Optional<SpecRows> keptRows() {
        return Optional.of(recorder.rows());
    }
}
