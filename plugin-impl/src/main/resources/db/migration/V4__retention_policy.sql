-- Retention policies: one tenant default per tenant and optionally one per workspace.
CREATE TABLE retention_policy (
    tenant       VARCHAR(100) NOT NULL,
    scope        VARCHAR(36)  NOT NULL, -- 'tenantDefault' or a workspace id
    policy       TEXT         NOT NULL,
    updated_by   VARCHAR(200) NOT NULL,
    updated_at   TIMESTAMPTZ  NOT NULL,
    row_version  BIGINT       NOT NULL DEFAULT 0,
    PRIMARY KEY (tenant, scope)
);
