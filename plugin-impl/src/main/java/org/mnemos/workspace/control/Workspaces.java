package org.mnemos.workspace.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.List;
import org.mnemos.platform.DatabaseClock;
import org.mnemos.screening.control.JsonScreen;
import org.mnemos.security.control.Caller;
import org.mnemos.workspace.entity.Role;
import org.mnemos.workspace.entity.Workspace;
import org.mnemos.workspace.entity.WorkspaceMember;

/** Creates workspaces, lists the caller's, and manages members. */
@ApplicationScoped
public class Workspaces {

    @PersistenceContext(unitName = "mnemos")
    EntityManager em;

    @Inject
    JsonScreen screen;

    Clock clock = DatabaseClock.utc();

    /** The creator becomes the workspace's first OWNER. A name is listed to every member: no credential in it. */
    @Transactional
    public Workspace create(Caller caller, String name) {
        screen.refuse(name, "/name", "The workspace's name", "Name the workspace for what it holds.");
        Workspace workspace = new Workspace(caller.tenant(), name, caller.user(), clock.instant());
        em.persist(workspace);
        em.persist(new WorkspaceMember(workspace.id(), caller.user(), Role.OWNER));
        return workspace;
    }

    public List<Listed> listFor(Caller caller) {
        return em.createQuery(
                        "SELECT w, m.role FROM Workspace w, WorkspaceMember m "
                                + "WHERE m.workspaceId = w.id AND m.userId = :user AND w.tenant = :tenant ORDER BY w.createdAt",
                        Object[].class)
                .setParameter("user", caller.user())
                .setParameter("tenant", caller.tenant())
                .getResultStream()
                .map(row -> new Listed((Workspace) row[0], (Role) row[1]))
                .toList();
    }

    /** A member id is listed and audited with everything the member does: no credential in it. */
    @Transactional
    public void setMember(String workspaceId, String user, Role role) {
        screen.refuse(
                user,
                "/user",
                "The member id",
                "A member is named by the user id (sub) the token issuer gives them, never by a credential.");
        WorkspaceMember member = em.find(WorkspaceMember.class, new WorkspaceMember.Key(workspaceId, user));
        if (member == null) {
            em.persist(new WorkspaceMember(workspaceId, user, role));
        } else {
            member.changeRole(role);
        }
    }

    /** A workspace with the caller's role in it. */
    public record Listed(Workspace workspace, Role role) {}
}
