package org.mnemos.datasource.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.datasource.entity.SourceQuota;
import org.mnemos.platform.DatabaseClock;
import org.mnemos.platform.Problem;
import org.mnemos.platform.ProblemException;
import org.mnemos.workspace.entity.Workspace;

/**
 * Per-workspace quotas on data sources (issue 29): how many may be registered and how many bytes their
 * uploaded files may take together. An administrator sets them; a workspace without its own has the
 * configured defaults ({@code mnemos.quota.*}). Both are checked before anything is stored.
 */
@ApplicationScoped
public class SourceQuotas {

    @PersistenceContext(unitName = "mnemos")
    EntityManager em;

    @Inject
    SourceFiles files;

    @Inject
    @ConfigProperty(name = "mnemos.quota.sources")
    int defaultSources;

    @Inject
    @ConfigProperty(name = "mnemos.quota.bytes")
    long defaultBytes;

    Clock clock = DatabaseClock.utc();

    /** The workspace's quotas and what its sources use of them now. */
    public Usage usage(String workspaceId) {
        List<String> ids = sourceIds(workspaceId);
        long bytes = ids.stream().mapToLong(id -> files.size(workspaceId, id)).sum();
        return new Usage(quota(workspaceId), ids.size(), bytes);
    }

    /** Sets the quotas; a value left out (null) keeps the one in force. */
    @Transactional
    public Usage set(String tenant, String workspaceId, Integer sources, Long bytes, String user) {
        SourceQuota stored = em.find(SourceQuota.class, workspaceId);
        Quota current = quota(workspaceId);
        if (stored == null) {
            stored = new SourceQuota(tenant, workspaceId);
            em.persist(stored);
        }
        stored.set(
                sources == null ? current.sources() : sources,
                bytes == null ? current.bytes() : bytes,
                user,
                clock.instant());
        return usage(workspaceId);
    }

    /**
     * 409 SOURCE_QUOTA_EXCEEDED when the workspace holds as many sources as its quota allows. Holds the workspace's
     * row until the caller's transaction ends, so that two registrations at once cannot both take the last place.
     */
    void requireRoomForSource(String workspaceId) {
        em.find(Workspace.class, workspaceId, LockModeType.PESSIMISTIC_WRITE);
        int limit = quota(workspaceId).sources();
        int used = sourceIds(workspaceId).size();
        if (used >= limit) {
            throw new ProblemException(Problem.of(
                            ErrorCode.SOURCE_QUOTA_EXCEEDED,
                            "This workspace may have " + limit + " data sources and has " + used
                                    + "; nothing was registered.")
                    .with("limit", limit)
                    .with("used", used));
        }
    }

    /** What an upload to {@code sourceId} may take: the byte quota less the workspace's other uploaded files. */
    public Room roomFor(String workspaceId, String sourceId) {
        long others = sourceIds(workspaceId).stream()
                .filter(id -> !id.equals(sourceId))
                .mapToLong(id -> files.size(workspaceId, id))
                .sum();
        return new Room(quota(workspaceId).bytes(), others);
    }

    private Quota quota(String workspaceId) {
        SourceQuota stored = em.find(SourceQuota.class, workspaceId);
        return stored == null
                ? new Quota(defaultSources, defaultBytes, null, null)
                : new Quota(stored.maxSources(), stored.maxBytes(), stored.updatedBy(), stored.updatedAt());
    }

    private List<String> sourceIds(String workspaceId) {
        return em.createQuery("SELECT d.id FROM DataSource d WHERE d.workspaceId = :ws", String.class)
                .setParameter("ws", workspaceId)
                .getResultList();
    }

    /** The quotas in force: set by {@code updatedBy}, or the defaults when both are null. */
    public record Quota(int sources, long bytes, String updatedBy, Instant updatedAt) {}

    /** The quotas and their use. */
    public record Usage(Quota quota, int sources, long bytes) {}

    /** The byte quota and what the other uploads of the workspace take of it. */
    public record Room(long limit, long used) {
        long left() {
            return Math.max(0, limit - used);
        }
    }
}
