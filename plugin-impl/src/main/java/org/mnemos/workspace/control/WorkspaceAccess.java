package org.mnemos.workspace.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.util.Optional;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.platform.ProblemException;
import org.mnemos.security.control.Caller;
import org.mnemos.workspace.entity.Role;
import org.mnemos.workspace.entity.Workspace;
import org.mnemos.workspace.entity.WorkspaceMember;

/**
 * The first check of every workspace-scoped request. A workspace that does not exist, belongs to
 * another tenant or has no membership for the caller is "not found": its existence is never revealed.
 */
@ApplicationScoped
public class WorkspaceAccess {

    @PersistenceContext(unitName = "mnemos")
    EntityManager em;

    /** The caller's role in the workspace, or 404 {@code WORKSPACE_NOT_FOUND}. */
    public Membership require(Caller caller, String workspaceId) {
        Workspace workspace = workspaceId == null ? null : em.find(Workspace.class, workspaceId);
        if (workspace == null || !workspace.tenant().equals(caller.tenant())) {
            throw notFound(workspaceId);
        }
        return roleOf(workspaceId, caller.user())
                .map(role -> new Membership(workspace, role))
                .orElseThrow(() -> notFound(workspaceId));
    }

    /** As {@link #require(Caller, String)}, and 403 {@code FORBIDDEN} below the required role. */
    public Membership require(Caller caller, String workspaceId, Role atLeast, String action) {
        Membership membership = require(caller, workspaceId);
        if (!membership.role().atLeast(atLeast)) {
            throw ProblemException.forbidden(action + " needs the " + atLeast
                    + " role or higher in this workspace; you are " + membership.role() + ".");
        }
        return membership;
    }

    /**
     * For tenant administrators, who manage every workspace of their tenant without being members:
     * the workspace must exist in the caller's tenant.
     */
    public Workspace requireInTenant(Caller admin, String workspaceId) {
        Workspace workspace = workspaceId == null ? null : em.find(Workspace.class, workspaceId);
        if (workspace == null || !workspace.tenant().equals(admin.tenant())) {
            throw notFound(workspaceId);
        }
        return workspace;
    }

    Optional<Role> roleOf(String workspaceId, String user) {
        return Optional.ofNullable(em.find(WorkspaceMember.class, new WorkspaceMember.Key(workspaceId, user)))
                .map(WorkspaceMember::role);
    }

    private static ProblemException notFound(String workspaceId) {
        return new ProblemException(
                ErrorCode.WORKSPACE_NOT_FOUND, "There is no workspace '" + workspaceId + "' you can access.");
    }

    /** A workspace and the caller's role in it. */
    public record Membership(Workspace workspace, Role role) {}
}
