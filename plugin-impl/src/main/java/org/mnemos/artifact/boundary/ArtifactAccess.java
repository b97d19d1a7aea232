package org.mnemos.artifact.boundary;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.platform.ProblemException;
import org.mnemos.security.control.Caller;
import org.mnemos.security.control.CurrentCaller;
import org.mnemos.workspace.control.WorkspaceAccess;
import org.mnemos.workspace.entity.Role;

/**
 * Who may do what with artifacts (seed 000): every member reads published versions; stewards and owners
 * create, edit, publish and revert. A viewer's drafts are "not found" rather than forbidden, like anyone
 * else's draft: drafts are private working state, not a resource a viewer can be refused.
 */
@ApplicationScoped
public class ArtifactAccess {

    @Inject
    CurrentCaller caller;

    @Inject
    WorkspaceAccess access;

    /** A member of the workspace, for reading published state. */
    public Caller reader(String ws) {
        Caller who = caller.get();
        access.require(who, ws);
        return who;
    }

    /** A steward or owner, for changing an artifact. */
    public Caller editor(String ws, String action) {
        Caller who = caller.get();
        access.require(who, ws, Role.STEWARD, action);
        return who;
    }

    /** A member who can have drafts; a viewer's draft reads are 404. */
    public Caller draftReader(String ws) {
        Caller who = caller.get();
        if (!access.require(who, ws).role().atLeast(Role.STEWARD)) {
            throw new ProblemException(ErrorCode.DRAFT_NOT_FOUND, "You have no draft of this artifact.");
        }
        return who;
    }
}
