package org.mnemos.refresh.control;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.mnemos.dashboard.control.SpecRows;
import org.mnemos.refresh.entity.RefreshRecord;
import org.mnemos.refresh.entity.RefreshRows;

/**
 * The rows of the latest refresh of each spec, kept for viewer filters: stored in PostgreSQL with their
 * refresh (the one copy every instance shares) and decoded into memory on first use per refresh id. A refresh
 * id names rows that never change, so a cached copy is never stale; a newer refresh has another id.
 */
@ApplicationScoped
public class KeptRows {

    @PersistenceContext(unitName = "mnemos")
    EntityManager em;

    @Inject
    @ConfigProperty(name = "mnemos.viewer.rows-cache.max-values", defaultValue = "40000000")
    long maxValues;

    private Cache<String, SpecRows> decoded;

    @PostConstruct
    void init() {
        decoded = Caffeine.newBuilder()
                .maximumWeight(maxValues)
                .weigher((String id, SpecRows rows) -> rows.weight())
                .build();
    }

    /** Keeps the rows {@code refresh} read, in place of the artifact's older ones. */
    @Transactional
    public void keep(RefreshRecord refresh, SpecRows rows) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        rows.write(bytes);
        em.createQuery("DELETE FROM RefreshRows r WHERE r.artifactId = :artifact")
                .setParameter("artifact", refresh.artifactId())
                .executeUpdate();
        em.persist(new RefreshRows(refresh.id(), refresh.artifactId(), rows.rows(), bytes.toByteArray()));
        decoded.put(refresh.id(), rows);
    }

    /** The rows {@code refreshId} kept, from memory or else from PostgreSQL; empty when it kept none. */
    public Optional<SpecRows> of(String refreshId) {
        SpecRows cached = decoded.getIfPresent(refreshId);
        if (cached != null) {
            return Optional.of(cached);
        }
        return Optional.ofNullable(em.find(RefreshRows.class, refreshId)).map(stored -> {
            SpecRows rows = SpecRows.read(new ByteArrayInputStream(stored.content()));
            decoded.put(refreshId, rows);
            return rows;
        });
    }
}
