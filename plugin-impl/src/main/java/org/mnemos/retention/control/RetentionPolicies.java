package org.mnemos.retention.control;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.Optional;
import java.util.function.Supplier;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.mnemos.audit.control.AuditLog;
import org.mnemos.audit.entity.AuditAction;
import org.mnemos.platform.DatabaseClock;
import org.mnemos.platform.Json;
import org.mnemos.retention.entity.PolicyRecord;
import org.mnemos.security.control.Caller;

/**
 * Effective policies (workspace, else tenant default, else built-in) and their changes, each
 * audited with who, when and old → new.
 */
@ApplicationScoped
public class RetentionPolicies {

    @PersistenceContext(unitName = "mnemos")
    EntityManager em;

    @Inject
    AuditLog audit;

    @Inject
    @ConfigProperty(name = "mnemos.retention.default-zone")
    String defaultZone;

    Clock clock = DatabaseClock.utc();

    /** The policy in force for a scope ({@code tenantDefault} or a workspace id). */
    public RetentionPolicy effective(String tenant, String scope) {
        return inForce(
                stored(tenant, scope),
                () -> PolicyRecord.TENANT_DEFAULT.equals(scope)
                        ? Optional.empty()
                        : stored(tenant, PolicyRecord.TENANT_DEFAULT));
    }

    /** The one precedence rule: the scope's own policy, else the tenant default, else the built-in. */
    public RetentionPolicy inForce(Optional<String> ownJson, Supplier<Optional<String>> tenantDefaultJson) {
        return ownJson.or(tenantDefaultJson)
                .map(RetentionPolicies::read)
                .orElseGet(() -> RetentionPolicy.defaults(defaultZone));
    }

    @Transactional
    public RetentionPolicy replace(Caller admin, String scope, JsonNode body) {
        RetentionPolicy old = effective(admin.tenant(), scope);
        RetentionPolicy updated = PolicyReader.read(body, old);
        PolicyRecord record = em.find(PolicyRecord.class, new PolicyRecord.Key(admin.tenant(), scope));
        if (record == null) {
            record = new PolicyRecord(admin.tenant(), scope);
            em.persist(record);
        }
        record.replace(json(updated), admin.user(), clock.instant());
        audit.record(new AuditLog.Entry(
                admin.tenant(),
                PolicyRecord.TENANT_DEFAULT.equals(scope) ? null : scope,
                admin.user(),
                AuditAction.POLICY_CHANGE,
                null,
                null,
                null,
                json(old) + " -> " + json(updated)));
        return updated;
    }

    /** The stored policy of a scope (a workspace, or the tenant default), if it has one; else it inherits. */
    public Optional<PolicyRecord> own(String tenant, String scope) {
        return Optional.ofNullable(em.find(PolicyRecord.class, new PolicyRecord.Key(tenant, scope)));
    }

    private Optional<String> stored(String tenant, String scope) {
        return own(tenant, scope).map(PolicyRecord::policy);
    }

    private static RetentionPolicy read(String json) {
        try {
            return Json.mapper().readValue(json, RetentionPolicy.class);
        } catch (JsonProcessingException e) {
            throw new UnreadablePolicy(e);
        }
    }

    private static String json(RetentionPolicy policy) {
        try {
            return Json.mapper().writeValueAsString(policy);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
