package org.mnemos.refresh.entity;

/** What started a refresh: a user through the REST API, a flow's Refresh Data node, or a schedule's fire. */
public enum RefreshTrigger {
    MANUAL,
    NODE,
    SCHEDULE
}
