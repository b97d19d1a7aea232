package org.mnemos.memory.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import java.util.Objects;

/** Where an entry applies: tenant, workspace, the author, and the run for scratch. */
@Embeddable
public class Scope {

    @Column(nullable = false)
    private String tenant;

    @Column(name = "workspace_id", nullable = false)
    private String workspaceId;

    @Column(nullable = false)
    private String author;

    @Column(name = "run_id")
    private String runId;

    protected Scope() {}

    public Scope(String tenant, String workspaceId, String author, String runId) {
        this.tenant = Objects.requireNonNull(tenant);
        this.workspaceId = Objects.requireNonNull(workspaceId);
        this.author = Objects.requireNonNull(author);
        this.runId = runId;
    }

    public String tenant() {
        return tenant;
    }

    public String workspaceId() {
        return workspaceId;
    }

    public String author() {
        return author;
    }

    public String runId() {
        return runId;
    }
}
