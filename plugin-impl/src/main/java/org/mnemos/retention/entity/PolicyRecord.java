package org.mnemos.retention.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.io.Serializable;
import java.time.Instant;
import java.util.Objects;

/** A stored policy (JSON) for a tenant's default or one workspace. */
@Entity
@Table(name = "retention_policy")
@IdClass(PolicyRecord.Key.class)
public class PolicyRecord {

    public static final String TENANT_DEFAULT = "tenantDefault";

    @Id
    private String tenant;

    @Id
    private String scope;

    @Column(nullable = false)
    private String policy;

    @Column(name = "updated_by", nullable = false)
    private String updatedBy;

    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt;

    @Version
    @Column(name = "row_version")
    private long rowVersion;

    protected PolicyRecord() {}

    public PolicyRecord(String tenant, String scope) {
        this.tenant = Objects.requireNonNull(tenant);
        this.scope = Objects.requireNonNull(scope);
    }

    public void replace(String policyJson, String user, Instant now) {
        this.policy = policyJson;
        this.updatedBy = user;
        this.updatedAt = now;
    }

    public String policy() {
        return policy;
    }

    public String updatedBy() {
        return updatedBy;
    }

    public Instant updatedAt() {
        return updatedAt;
    }

    /** Composite key (tenant, scope). */
    public static class Key implements Serializable {
        private String tenant;
        private String scope;

        public Key() {}

        public Key(String tenant, String scope) {
            this.tenant = tenant;
            this.scope = scope;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Key key && key.tenant.equals(tenant) && key.scope.equals(scope);
        }

        @Override
        public int hashCode() {
            return Objects.hash(tenant, scope);
        }
    }
}
