package org.mnemos.audit.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.PersistenceException;
import jakarta.transaction.Transactional;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Clock;
import java.util.List;
import java.util.function.Function;
import org.mnemos.audit.entity.AuditAction;
import org.mnemos.audit.entity.AuditEvent;
import org.mnemos.platform.DatabaseClock;

/** Writes audit events in the caller's transaction and pages through a workspace's log. */
@ApplicationScoped
public class AuditLog {

    @PersistenceContext(unitName = "mnemos")
    EntityManager em;

    /** The sequence's increment and the generator's allocation size. */
    private static final int BLOCK = 50;

    Clock clock = DatabaseClock.utc();

    @Transactional(Transactional.TxType.MANDATORY)
    public void record(Entry entry) {
        em.persist(new AuditEvent(
                entry.tenant(),
                entry.workspaceId(),
                entry.actor(),
                entry.action(),
                entry.entryId(),
                entry.category(),
                entry.reason(),
                entry.detail(),
                clock.instant()));
    }

    /**
     * Many entries in one statement (a decay chunk's tombstones), in the caller's transaction. Ids come
     * from the same sequence in the same blocks of 50 as {@link AuditEvent}'s generator, so they never
     * meet the ids EclipseLink hands out.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public void recordAll(List<Entry> entries) {
        if (entries.isEmpty()) {
            return;
        }
        Connection connection = em.unwrap(Connection.class);
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT INTO audit_event (occurred_at, id, tenant,"
                        + " workspace_id, actor, action, entry_id, category, reason, detail) SELECT ?, u.* FROM unnest(?::bigint[],"
                        + " ?::varchar[], ?::varchar[], ?::varchar[], ?::varchar[], ?::varchar[], ?::varchar[], ?::varchar[], ?::text[]) u")) {
            insert.setTimestamp(1, Timestamp.from(clock.instant()));
            insert.setArray(2, connection.createArrayOf("bigint", ids(connection, entries.size())));
            List<Function<Entry, String>> columns = List.of(
                    Entry::tenant,
                    Entry::workspaceId,
                    Entry::actor,
                    e -> e.action().name(),
                    Entry::entryId,
                    Entry::category,
                    Entry::reason,
                    Entry::detail);
            for (int c = 0; c < columns.size(); c++) {
                insert.setArray(
                        3 + c,
                        connection.createArrayOf(
                                "varchar", entries.stream().map(columns.get(c)).toArray()));
            }
            insert.executeUpdate();
        } catch (SQLException e) {
            throw new PersistenceException("could not write " + entries.size() + " audit events", e);
        }
    }

    private static Long[] ids(Connection connection, int count) throws SQLException {
        Long[] ids = new Long[count];
        try (PreparedStatement blocks =
                connection.prepareStatement("SELECT nextval('audit_event_seq') FROM generate_series(1, ?)")) {
            blocks.setInt(1, (count + BLOCK - 1) / BLOCK);
            try (ResultSet top = blocks.executeQuery()) {
                for (int i = 0; i < count; i++) {
                    if (i % BLOCK == 0) {
                        top.next();
                    }
                    ids[i] = top.getLong(1) - BLOCK + 1 + i % BLOCK;
                }
            }
        }
        return ids;
    }

    public List<AuditEvent> page(String workspaceId, int page, int size) {
        return em.createQuery(
                        "SELECT e FROM AuditEvent e WHERE e.workspaceId = :ws ORDER BY e.occurredAt DESC, e.id DESC",
                        AuditEvent.class)
                .setParameter("ws", workspaceId)
                .setFirstResult(page * size)
                .setMaxResults(size)
                .getResultList();
    }

    /** The next {@code size} tombstones of a workspace (erasures of entries), oldest first, after the event id given. */
    public List<AuditEvent> tombstones(String workspaceId, long afterId, int size) {
        return em.createQuery(
                        "SELECT e FROM AuditEvent e WHERE e.workspaceId = :ws AND e.entryId IS NOT NULL"
                                + " AND e.action IN :erasures AND e.id > :after ORDER BY e.id",
                        AuditEvent.class)
                .setParameter("ws", workspaceId)
                .setParameter("erasures", AuditAction.ERASURES)
                .setParameter("after", afterId)
                .setMaxResults(size)
                .getResultList();
    }

    public long count(String workspaceId) {
        return em.createQuery("SELECT COUNT(e) FROM AuditEvent e WHERE e.workspaceId = :ws", Long.class)
                .setParameter("ws", workspaceId)
                .getSingleResult();
    }

    /** What to record; content never goes here. */
    public record Entry(
            String tenant,
            String workspaceId,
            String actor,
            AuditAction action,
            String entryId,
            String category,
            String reason,
            String detail) {}
}
