package org.mnemos.datasource.control;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mnemos.api.connector.SourceType;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.datasource.entity.DataSource;
import org.mnemos.platform.DatabaseClock;
import org.mnemos.platform.Json;
import org.mnemos.platform.Problem;
import org.mnemos.platform.ProblemException;
import org.mnemos.security.control.EgressPolicies;

/** Keeps the data sources of workspaces; every lookup is bound to one workspace of one tenant. */
@ApplicationScoped
public class DataSources {

    @Inject
    EgressPolicies egress;

    @Inject
    ConfigScreen secrets;

    @Inject
    SourceQuotas quotas;

    @Inject
    SourceDependents dependents;

    private static final TypeReference<Map<String, Object>> MAP = new TypeReference<>() {};

    @PersistenceContext(unitName = "mnemos")
    EntityManager em;

    Clock clock = DatabaseClock.utc();

    /**
     * Registers a source whose configuration passed the secret screen and its type's schema, if the workspace's
     * quota has room for it; else nothing is kept. A {@code personal} source is its registrant's own data.
     */
    @Transactional
    public DataSource register(
            String tenant,
            String workspaceId,
            String user,
            boolean personal,
            String name,
            SourceType type,
            JsonNode config) {
        secrets.refuseCredentialInName(name);
        String checked = checked(type, config);
        requireUniqueName(workspaceId, name, null);
        quotas.requireRoomForSource(workspaceId);
        DataSource source = new DataSource(tenant, workspaceId, name, type, checked, user, personal, clock.instant());
        em.persist(source);
        return source;
    }

    @Transactional
    public DataSource reconfigure(
            String tenant, String workspaceId, String id, String name, SourceType type, JsonNode config) {
        secrets.refuseCredentialInName(name);
        String checked = checked(type, config);
        DataSource source = existing(tenant, workspaceId, id);
        requireUniqueName(workspaceId, name, id);
        source.reconfigure(name, type, checked, clock.instant());
        return source;
    }

    @Transactional
    public void recordProfile(String tenant, String workspaceId, String id, String profileJson, String fingerprint) {
        existing(tenant, workspaceId, id).profiled(profileJson, fingerprint, clock.instant());
    }

    /** Removes a source no artifact shows; 409 DATA_SOURCE_IN_USE naming those that do, and nothing removed. */
    @Transactional
    public void remove(String tenant, String workspaceId, String id) {
        DataSource source = existing(tenant, workspaceId, id);
        List<SourceDependents.Dependent> shownBy = dependents.of(tenant, workspaceId, id);
        if (!shownBy.isEmpty()) {
            throw new ProblemException(Problem.of(
                            ErrorCode.DATA_SOURCE_IN_USE,
                            "Data source '" + source.name() + "' is shown by " + shownBy.size()
                                    + " artifact(s): "
                                    + String.join(
                                            ", ",
                                            shownBy.stream()
                                                    .map(a -> "'" + a.name() + "'")
                                                    .toList())
                                    + ". Delete them first; nothing was deleted.")
                    .with("artifacts", shownBy));
        }
        em.remove(source);
    }

    /** The workspace's sources {@code user} may know of: all for a steward, else the shared ones and their own. */
    public List<DataSource> visible(String tenant, String workspaceId, String user, boolean steward) {
        return list(tenant, workspaceId).stream()
                .filter(source -> source.visibleTo(user, steward))
                .toList();
    }

    /** The workspace's sources but its members' own: what leaves the workspace in an export. */
    public List<DataSource> shared(String tenant, String workspaceId) {
        return list(tenant, workspaceId).stream()
                .filter(source -> !source.personal())
                .toList();
    }

    /** A source {@code user} may know of; 404 DATA_SOURCE_NOT_FOUND, as for no source at all, otherwise. */
    public DataSource readable(String tenant, String workspaceId, String id, String user, boolean steward) {
        DataSource source = existing(tenant, workspaceId, id);
        if (!source.visibleTo(user, steward)) {
            throw notFound(id);
        }
        return source;
    }

    public List<DataSource> list(String tenant, String workspaceId) {
        return em.createQuery(
                        "SELECT d FROM DataSource d WHERE d.tenant = :tenant AND d.workspaceId = :ws ORDER BY d.name",
                        DataSource.class)
                .setParameter("tenant", tenant)
                .setParameter("ws", workspaceId)
                .getResultList();
    }

    public DataSource existing(String tenant, String workspaceId, String id) {
        return find(id).filter(d -> d.tenant().equals(tenant) && d.workspaceId().equals(workspaceId))
                .orElseThrow(() -> notFound(id));
    }

    private static ProblemException notFound(String id) {
        return new ProblemException(
                ErrorCode.DATA_SOURCE_NOT_FOUND, "There is no data source '" + id + "' in this workspace.");
    }

    public Optional<DataSource> find(String id) {
        return Optional.ofNullable(id == null ? null : em.find(DataSource.class, id));
    }

    /**
     * What a connector reads for this source: its configuration with a CSV path resolved inside the
     * workspace's folder, carrying the egress policy of the source's tenant.
     */
    public Map<String, Object> forConnector(DataSource source) {
        return egress.of(source.tenant())
                .carriedBy(SourceConfigs.forConnector(source.type(), source.workspaceId(), configOf(source)));
    }

    public static Map<String, Object> configOf(DataSource source) {
        try {
            return Json.mapper().readValue(source.config(), MAP);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Stored configuration of " + source.id() + " is not JSON", e);
        }
    }

    private void requireUniqueName(String workspaceId, String name, String exceptId) {
        boolean taken = em.createQuery(
                        "SELECT d.id FROM DataSource d WHERE d.workspaceId = :ws AND d.name = :name", String.class)
                .setParameter("ws", workspaceId)
                .setParameter("name", name)
                .getResultStream()
                .anyMatch(id -> !id.equals(exceptId));
        if (taken) {
            throw new ProblemException(
                    ErrorCode.DATA_SOURCE_NAME_TAKEN, "This workspace already has a data source named '" + name + "'.");
        }
    }

    /** The configuration as stored: free of credentials, then valid for its type. */
    private String checked(SourceType type, JsonNode config) {
        secrets.refuseCredentials(type, config);
        return json(SourceConfigs.validated(type, config));
    }

    private static String json(Map<String, Object> config) {
        try {
            return Json.mapper().writeValueAsString(config);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(e);
        }
    }
}
