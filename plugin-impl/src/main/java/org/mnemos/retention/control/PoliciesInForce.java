package org.mnemos.retention.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.logging.Logger;
import javax.sql.DataSource;

/**
 * The policy in force in every workspace, read in one query for the scheduler. Plain JDBC: it runs on
 * the scheduler's executor threads, which have no persistence context. Which policy applies is
 * {@link RetentionPolicies}' rule, not this query's.
 */
@ApplicationScoped
public class PoliciesInForce {

    private static final Logger LOG = Logger.getLogger(PoliciesInForce.class.getName());

    private static final String WORKSPACES = """
            SELECT w.tenant, w.id, w.created_at, own.policy, own.updated_at, tenant_default.policy, tenant_default.updated_at
              FROM workspace w
              LEFT JOIN retention_policy own ON own.tenant = w.tenant AND own.scope = w.id
              LEFT JOIN retention_policy tenant_default ON tenant_default.tenant = w.tenant
                                                       AND tenant_default.scope = 'tenantDefault'
             ORDER BY w.tenant, w.id""";

    @Inject
    DataSource dataSource;

    @Inject
    RetentionPolicies policies;

    /**
     * A workspace's policy and since when it applies there: the newest of the workspace's creation and
     * the change of the policy in force.
     */
    public record InForce(String tenant, String workspaceId, RetentionPolicy policy, Instant since) {}

    public List<InForce> everyWorkspace() throws SQLException {
        List<InForce> all = new ArrayList<>();
        try (Connection connection = dataSource.getConnection();
                Statement statement = connection.createStatement();
                ResultSet rs = statement.executeQuery(WORKSPACES)) {
            while (rs.next()) {
                Optional<String> own = Optional.ofNullable(rs.getString(4));
                Optional<String> tenantDefault = Optional.ofNullable(rs.getString(6));
                Instant created = instant(rs, 3);
                Instant changed =
                        own.isPresent() ? instant(rs, 5) : tenantDefault.isPresent() ? instant(rs, 7) : created;
                all.add(new InForce(
                        rs.getString(1),
                        rs.getString(2),
                        readable(rs.getString(2), own, tenantDefault),
                        changed.isAfter(created) ? changed : created));
            }
        }
        return all;
    }

    /** Policies are validated when stored; one that still cannot be read must not stop the others. */
    private RetentionPolicy readable(String workspaceId, Optional<String> own, Optional<String> tenantDefault) {
        try {
            return policies.inForce(own, () -> tenantDefault);
        } catch (IllegalStateException e) {
            LOG.warning(() ->
                    "The retention policy of workspace " + workspaceId + " is not readable, using the built-in: " + e);
            return policies.inForce(Optional.empty(), Optional::empty);
        }
    }

    private static Instant instant(ResultSet rs, int column) throws SQLException {
        return rs.getObject(column, OffsetDateTime.class).toInstant();
    }
}
