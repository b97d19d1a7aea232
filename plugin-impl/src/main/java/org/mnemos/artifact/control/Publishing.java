package org.mnemos.artifact.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.function.IntFunction;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.artifact.entity.Artifact;
import org.mnemos.artifact.entity.ArtifactVersion;
import org.mnemos.artifact.entity.Draft;
import org.mnemos.artifact.entity.StaleDraft;
import org.mnemos.platform.DatabaseClock;
import org.mnemos.platform.Json;
import org.mnemos.platform.ProblemException;

/**
 * Moves an artifact's head: publishing a draft (compare-and-set on the draft's base) and reverting to an
 * older version (a new version with the old content). Both hold the artifact's row lock, so two publishes
 * of the same head are decided one after the other and the second one sees the conflict.
 */
@ApplicationScoped
public class Publishing {

    @PersistenceContext(unitName = "mnemos")
    EntityManager em;

    @Inject
    Artifacts artifacts;

    @Inject
    Drafts drafts;

    @Inject
    ArtifactGrounds grounds;

    Clock clock = DatabaseClock.utc();

    @Transactional
    public ArtifactVersion publish(
            String tenant, String workspaceId, String editor, String artifactId, Long expectedRevision) {
        Artifact artifact = artifacts.lockedForHead(tenant, workspaceId, artifactId);
        Draft draft = drafts.mine(artifact, editor);
        Drafts.requireRevision(draft, expectedRevision);
        if (draft.baseVersion() > 0
                && draft.baseVersion() == artifact.head()
                && artifacts.version(artifact, draft.baseVersion()).content().equals(draft.content())) {
            throw new ProblemException(
                    ErrorCode.NOTHING_TO_PUBLISH,
                    "Your draft equals version " + draft.baseVersion() + "; edit it before publishing.");
        }
        // Checked again: the profile may have changed since the draft was saved, and a version records
        // the profile it fits.
        ArtifactGrounds.Grounds now = grounds.of(tenant, artifact);
        String content = now.accepted(artifact, draft.content());
        int number = nextNumber(artifact, draft);
        ArtifactVersion version = ArtifactVersion.published(
                draft, number, content, now.profile().fingerprint(), Json.text(now.profile()), clock.instant());
        em.persist(version);
        draft.publishedAs(number, clock.instant());
        return version;
    }

    @Transactional
    public ArtifactVersion revert(String tenant, String workspaceId, String user, String artifactId, int number) {
        Artifact artifact = artifacts.lockedForHead(tenant, workspaceId, artifactId);
        ArtifactVersion older = artifacts.version(artifact, number);
        ArtifactVersion version = ArtifactVersion.revert(older, artifact.revertTo(number), user, clock.instant());
        em.persist(version);
        return version;
    }

    /**
     * Publishes the head's content again as the next version, made for the data a refresh read (its masked
     * profile and fingerprint): a version with source REFRESH, so the history shows when the data moved on.
     * The refresh's snapshot of the new version is recorded in the same transaction.
     */
    @Transactional
    public <R> R refreshed(
            String tenant,
            String workspaceId,
            String user,
            String artifactId,
            String fingerprint,
            String profile,
            IntFunction<R> recordOf) {
        Artifact artifact = artifacts.lockedForHead(tenant, workspaceId, artifactId);
        ArtifactVersion head = artifacts.version(artifact, artifact.head());
        ArtifactVersion version = ArtifactVersion.refreshed(
                head, artifact.publishOn(artifact.head()), fingerprint, profile, user, clock.instant());
        em.persist(version);
        R record = recordOf.apply(version.number());
        em.persist(record);
        return record;
    }

    private int nextNumber(Artifact artifact, Draft draft) {
        try {
            return artifact.publishOn(draft.baseVersion());
        } catch (StaleDraft e) {
            String head = artifacts.version(artifact, e.head()).content();
            throw new VersionConflict(
                    e.base(), e.head(), VersionDiff.between(String.valueOf(e.head()), head, "draft", draft.content()));
        }
    }
}
