package org.mnemos.dashboard.entity;

/** What an artifact's content is: a DashboardSpec (JSON) or a complete HTML/JS program. */
public enum ArtifactForm {
    SPEC,
    PROGRAM
}
