package org.mnemos.jobs.entity;

/** What one run of a maintenance job covers when no workspace is named: one workspace, or a whole tenant. */
public enum JobScope {
    WORKSPACE,
    TENANT
}
