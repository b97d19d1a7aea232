package org.mnemos.memory.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;
import java.time.Instant;

/** The embedding of one Recall query of a workspace (never its text). */
@Entity
@Table(name = "recent_query")
public class RecentQuery {

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "recent_query_seq")
    @SequenceGenerator(name = "recent_query_seq", sequenceName = "recent_query_seq", allocationSize = 50)
    private Long id;

    @Column(name = "workspace_id", nullable = false)
    private String workspaceId;

    @Column(nullable = false)
    private byte[] embedding;

    @Column(name = "asked_at", nullable = false)
    private Instant askedAt;

    protected RecentQuery() {}

    public RecentQuery(String workspaceId, byte[] embedding, Instant askedAt) {
        this.workspaceId = workspaceId;
        this.embedding = embedding;
        this.askedAt = askedAt;
    }

    public byte[] embedding() {
        return embedding;
    }
}
