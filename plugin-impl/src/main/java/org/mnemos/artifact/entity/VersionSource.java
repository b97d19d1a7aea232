package org.mnemos.artifact.entity;

/** How a version came to be: published from a generated draft, from an edited one, or a revert to an older version. */
public enum VersionSource {
    GENERATED,
    EDITED,
    REVERT
}
