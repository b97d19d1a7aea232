package org.mnemos.notify.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.notify.entity.Recipient;
import org.mnemos.notify.entity.Subscription;
import org.mnemos.platform.ProblemException;

/** The subscriptions in PostgreSQL, their recipients and the hashes of the unsubscribe tokens mailed to them. */
@ApplicationScoped
public class Subscriptions {

    private static final String ISSUE =
            "INSERT INTO unsubscribe_token (hash, recipient_id, issued_at) VALUES (?1, ?2, ?3)";
    private static final String BY_TOKEN = "SELECT recipient_id FROM unsubscribe_token WHERE hash = ?1";

    @PersistenceContext(unitName = "mnemos")
    EntityManager em;

    @Transactional
    public Subscription store(Subscription subscription, List<String> addresses) {
        em.persist(subscription);
        // Batch writing orders inserts by entity, and no mapping tells it the recipients need their subscription.
        em.flush();
        addresses.forEach(address -> em.persist(new Recipient(subscription.id(), address)));
        return subscription;
    }

    @Transactional
    public Optional<Subscription> find(String id) {
        return Optional.ofNullable(em.find(Subscription.class, id));
    }

    public Subscription existing(String tenant, String workspaceId, String artifactId, String id) {
        return find(id).filter(s -> s.belongsTo(tenant, workspaceId, artifactId))
                .orElseThrow(() -> new ProblemException(
                        ErrorCode.SUBSCRIPTION_NOT_FOUND, "The dashboard has no subscription '" + id + "'."));
    }

    @Transactional
    public List<Subscription> of(String artifactId) {
        return em.createQuery(
                        "SELECT s FROM Subscription s WHERE s.artifactId = :artifact ORDER BY s.createdAt, s.id",
                        Subscription.class)
                .setParameter("artifact", artifactId)
                .getResultList();
    }

    /** Every tenant's subscriptions with a cron: what the scheduler fires. */
    @Transactional
    public List<Subscription> scheduled() {
        return em.createQuery("SELECT s FROM Subscription s WHERE s.cron IS NOT NULL", Subscription.class)
                .getResultList();
    }

    @Transactional
    public List<Recipient> recipients(String subscriptionId) {
        return em.createQuery(
                        "SELECT r FROM Recipient r WHERE r.subscriptionId = :id ORDER BY r.address", Recipient.class)
                .setParameter("id", subscriptionId)
                .getResultList();
    }

    @Transactional
    public void delete(Subscription subscription) {
        em.remove(em.contains(subscription) ? subscription : em.merge(subscription));
    }

    @Transactional
    public void issue(String recipientId, String tokenHash, Instant now) {
        em.createNativeQuery(ISSUE)
                .setParameter(1, tokenHash)
                .setParameter(2, recipientId)
                .setParameter(3, now.atOffset(ZoneOffset.UTC))
                .executeUpdate();
    }

    @Transactional
    public boolean knows(String tokenHash) {
        return !em.createNativeQuery(BY_TOKEN)
                .setParameter(1, tokenHash)
                .getResultList()
                .isEmpty();
    }

    /**
     * Removes the recipient a token was mailed to, and the subscription with its last recipient.
     *
     * @return whether the token was known
     */
    @Transactional
    public boolean unsubscribe(String tokenHash) {
        List<?> found =
                em.createNativeQuery(BY_TOKEN).setParameter(1, tokenHash).getResultList();
        Recipient recipient = found.isEmpty() ? null : em.find(Recipient.class, (String) found.get(0));
        if (recipient == null) {
            return false;
        }
        em.remove(recipient);
        em.flush();
        if (recipients(recipient.subscriptionId()).isEmpty()) {
            find(recipient.subscriptionId()).ifPresent(em::remove);
        }
        return true;
    }

    @Transactional
    public void recordDelivery(String id, Instant at, int attempts, String error) {
        find(id).ifPresent(s -> s.delivered(at, attempts, error));
    }
}
