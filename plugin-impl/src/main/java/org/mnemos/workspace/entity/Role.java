package org.mnemos.workspace.entity;

/** A member's role in a workspace, from least to most privileged. */
public enum Role {
    VIEWER,
    STEWARD,
    OWNER;

    public boolean atLeast(Role required) {
        return compareTo(required) >= 0;
    }
}
