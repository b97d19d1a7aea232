package org.mnemos.workspace.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.io.Serializable;

/** A user's role in one workspace. */
@Entity
@Table(name = "workspace_member")
@IdClass(WorkspaceMember.Key.class)
public class WorkspaceMember {

    @Id
    @Column(name = "workspace_id")
    private String workspaceId;

    @Id
    @Column(name = "user_id")
    private String userId;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private Role role;

    protected WorkspaceMember() {}

    public WorkspaceMember(String workspaceId, String userId, Role role) {
        this.workspaceId = workspaceId;
        this.userId = userId;
        this.role = role;
    }

    public String userId() {
        return userId;
    }

    public Role role() {
        return role;
    }

    public void changeRole(Role newRole) {
        this.role = newRole;
    }

    /** Composite key (workspace, user). */
    public static class Key implements Serializable {
        private String workspaceId;
        private String userId;

        public Key() {}

        public Key(String workspaceId, String userId) {
            this.workspaceId = workspaceId;
            this.userId = userId;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Key key && key.workspaceId.equals(workspaceId) && key.userId.equals(userId);
        }

        @Override
        public int hashCode() {
            return workspaceId.hashCode() * 31 + userId.hashCode();
        }
    }
}
