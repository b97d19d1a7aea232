package org.mnemos.artifact.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.artifact.entity.Artifact;
import org.mnemos.artifact.entity.ArtifactVersion;
import org.mnemos.artifact.entity.Draft;
import org.mnemos.dashboard.entity.ArtifactForm;
import org.mnemos.generation.control.Generation;
import org.mnemos.platform.DatabaseClock;
import org.mnemos.platform.ProblemException;

/** Keeps a workspace's artifacts and their published versions; every lookup is bound to one workspace of one tenant. */
@ApplicationScoped
public class Artifacts {

    @PersistenceContext(unitName = "mnemos")
    EntityManager em;

    @Inject
    ArtifactGrounds grounds;

    @Inject
    Generating generating;

    Clock clock = DatabaseClock.utc();

    /** A new artifact and its creator's first draft, generated; nothing is published yet. */
    @Transactional
    public Created create(
            String tenant,
            String workspaceId,
            String user,
            String name,
            String dataSourceId,
            ArtifactForm form,
            String instruction,
            int maxBytes) {
        ArtifactGrounds.Grounds made = grounds.of(tenant, workspaceId, dataSourceId);
        Generation generation = generating.generate(workspaceId, made, form, null, instruction, maxBytes);
        Artifact artifact = new Artifact(tenant, workspaceId, name, dataSourceId, form, user, clock.instant());
        em.persist(artifact);
        Draft draft = new Draft(
                artifact.id(),
                user,
                0,
                made.accepted(artifact, generation.content()),
                false,
                generation.record(),
                clock.instant());
        em.persist(draft);
        return new Created(artifact, draft, generation);
    }

    public List<Artifact> list(String tenant, String workspaceId) {
        return em.createQuery(
                        "SELECT a FROM Artifact a WHERE a.tenant = :tenant AND a.workspaceId = :ws"
                                + " ORDER BY a.name, a.createdAt",
                        Artifact.class)
                .setParameter("tenant", tenant)
                .setParameter("ws", workspaceId)
                .getResultList();
    }

    public Artifact existing(String tenant, String workspaceId, String id) {
        return Optional.ofNullable(id == null ? null : em.find(Artifact.class, id))
                .filter(a -> a.belongsTo(tenant, workspaceId))
                .orElseThrow(() -> new ProblemException(
                        ErrorCode.ARTIFACT_NOT_FOUND, "There is no artifact '" + id + "' in this workspace."));
    }

    /** The artifact locked for a change of its head, so that publishes and reverts queue instead of racing. */
    Artifact lockedForHead(String tenant, String workspaceId, String id) {
        Artifact artifact = existing(tenant, workspaceId, id);
        em.lock(artifact, LockModeType.PESSIMISTIC_WRITE);
        em.refresh(artifact);
        return artifact;
    }

    public List<ArtifactVersion> versions(Artifact artifact) {
        return em.createQuery(
                        "SELECT v FROM ArtifactVersion v WHERE v.artifactId = :id ORDER BY v.number",
                        ArtifactVersion.class)
                .setParameter("id", artifact.id())
                .getResultList();
    }

    public ArtifactVersion version(Artifact artifact, int number) {
        return Optional.ofNullable(em.find(ArtifactVersion.class, ArtifactVersion.idOf(artifact.id(), number)))
                .orElseThrow(() -> new ProblemException(
                        ErrorCode.VERSION_NOT_FOUND,
                        "Artifact '" + artifact.name() + "' has no version " + number + "."));
    }

    public record Created(Artifact artifact, Draft draft, Generation generation) {}
}
