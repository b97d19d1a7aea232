package org.mnemos.refresh.control;

import java.util.Optional;
import org.mnemos.api.connector.RowSink;
import org.mnemos.dashboard.control.SpecRows;
import org.mnemos.refresh.entity.RefreshRecord;

/**
 * What a refresh's one streaming read computes for the page besides the profile: a spec's datasets or a
 * program's rows. {@link #content()} is what the snapshot stores once the read is done.
 */
interface SnapshotSink extends RowSink {

    RefreshRecord.ContentKind kind();

    /** Whether the data was over what a snapshot may hold; then there is no content. */
    boolean overCap();

    String content();

    /** The rows kept for viewer filters, when the page has them. */
    default Optional<SpecRows> keptRows() {
        return Optional.empty();
    }
}
