package org.mnemos.sharing.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.platform.ProblemException;
import org.mnemos.sharing.entity.LinkKey;
import org.mnemos.sharing.entity.ShareLink;

/** The share links in PostgreSQL, found by the hash of their key or, for their artifact's stewards, by id. */
@ApplicationScoped
public class ShareLinks {

    @PersistenceContext(unitName = "mnemos")
    EntityManager em;

    public void store(ShareLink link) {
        em.persist(link);
    }

    /** The artifact's links that were not revoked, newest first. */
    List<ShareLink> of(String tenant, String workspaceId, String artifactId) {
        return em.createQuery(
                        "SELECT l FROM ShareLink l WHERE l.tenant = :tenant AND l.workspaceId = :ws"
                                + " AND l.artifactId = :artifact AND l.revokedAt IS NULL"
                                + " ORDER BY l.createdAt DESC, l.id",
                        ShareLink.class)
                .setParameter("tenant", tenant)
                .setParameter("ws", workspaceId)
                .setParameter("artifact", artifactId)
                .getResultList();
    }

    /** A link of this artifact that was not revoked; 404 SHARE_LINK_NOT_FOUND otherwise. */
    ShareLink existing(String tenant, String workspaceId, String artifactId, String id) {
        return Optional.ofNullable(id == null ? null : em.find(ShareLink.class, id))
                .filter(link -> link.belongsTo(tenant, workspaceId, artifactId) && link.revokedAt() == null)
                .orElseThrow(() -> new ProblemException(
                        ErrorCode.SHARE_LINK_NOT_FOUND, "This artifact has no share link '" + id + "'."));
    }

    /**
     * The link the key opens, whatever its state. Found by the key's hash: the caller does not choose the
     * bytes of a SHA-256, so the index lookup's timing tells nothing about stored hashes; the row found is
     * then compared in constant time.
     */
    Optional<ShareLink> openedBy(LinkKey key) {
        return em.createQuery("SELECT l FROM ShareLink l WHERE l.keyHash = :hash", ShareLink.class)
                .setParameter("hash", key.hash())
                .getResultStream()
                .findFirst()
                .filter(link -> link.isOpenedBy(key));
    }

    /** Records an opening in a short transaction of its own, so that concurrent openings never wait for a render. */
    @Transactional
    public void opened(String id, Instant now) {
        Optional.ofNullable(em.find(ShareLink.class, id)).ifPresent(link -> link.openedAt(now));
    }
}
