package org.mnemos.refresh.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.Objects;

/**
 * The rows one successful refresh of a spec read, as compressed {@code SpecRows}: what a viewer's filter is
 * computed from. Written once with its refresh, dropped when a newer refresh of the artifact keeps its own.
 * Kept in table {@code refresh_rows}.
 */
@Entity
@Table(name = "refresh_rows")
public class RefreshRows {

    @Id
    @Column(name = "refresh_id")
    private String refreshId;

    @Column(name = "artifact_id", nullable = false, updatable = false)
    private String artifactId;

    @Column(name = "row_count", nullable = false, updatable = false)
    private long rowCount;

    @Column(name = "content_bytes", nullable = false, updatable = false)
    private long contentBytes;

    @Column(nullable = false, updatable = false)
    private byte[] content;

    protected RefreshRows() {}

    public RefreshRows(String refreshId, String artifactId, long rowCount, byte[] content) {
        this.refreshId = Objects.requireNonNull(refreshId, "refreshId");
        this.artifactId = Objects.requireNonNull(artifactId, "artifactId");
        this.rowCount = rowCount;
        this.content = content.clone();
        this.contentBytes = content.length;
    }

    public String refreshId() {
        return refreshId;
    }

    public long rowCount() {
        return rowCount;
    }

    public byte[] content() {
        return content.clone();
    }
}
