package org.mnemos.artifact.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import org.mnemos.artifact.entity.Artifact;
import org.mnemos.artifact.entity.ArtifactVersion;
import org.mnemos.artifact.entity.VersionSource;
import org.mnemos.dashboard.entity.ArtifactForm;
import org.mnemos.generation.entity.GenerationRecord;
import org.mnemos.platform.DatabaseClock;

/**
 * Brings an artifact with its published history into a workspace (a workspace import). Every version passes the
 * check a publish does, against the target data source's profile and the target workspace's task specifications;
 * one failing version refuses the whole artifact, so no history is stored with a hole in it.
 */
@ApplicationScoped
public class ArtifactRestore {

    @PersistenceContext(unitName = "mnemos")
    EntityManager em;

    @Inject
    ArtifactGrounds grounds;

    Clock clock = DatabaseClock.utc();

    /** Whether the workspace already has an artifact of this name. */
    public boolean nameTaken(String tenant, String workspaceId, String name) {
        return !em.createQuery(
                        "SELECT a.id FROM Artifact a WHERE a.tenant = :tenant AND a.workspaceId = :ws AND a.name = :name",
                        String.class)
                .setParameter("tenant", tenant)
                .setParameter("ws", workspaceId)
                .setParameter("name", name)
                .setMaxResults(1)
                .getResultList()
                .isEmpty();
    }

    @Transactional
    public Artifact restore(
            String tenant,
            String workspaceId,
            String user,
            String name,
            String dataSourceId,
            ArtifactForm form,
            List<Restored> versions) {
        ArtifactGrounds.Grounds made = grounds.of(tenant, workspaceId, dataSourceId);
        Instant now = clock.instant();
        Artifact artifact = new Artifact(tenant, workspaceId, name, dataSourceId, form, user, now);
        em.persist(artifact);
        for (Restored version : versions) {
            em.persist(ArtifactVersion.restored(
                    artifact.id(),
                    artifact.publishOn(artifact.head()),
                    made.accepted(artifact, version.content()),
                    version.source(),
                    version.revertedFrom(),
                    made.profile().fingerprint(),
                    version.generation(),
                    new ArtifactVersion.Imported(user, now, version.createdBy(), version.createdAt())));
        }
        return artifact;
    }

    /** One exported version to bring in, oldest first. */
    public record Restored(
            String content,
            VersionSource source,
            Integer revertedFrom,
            GenerationRecord generation,
            String createdBy,
            Instant createdAt) {}
}
