package org.mnemos.artifact.entity;

/**
 * How a version came to be: published from a generated draft, from an edited one, a revert to an older
 * version, or a published refresh (the same content made for newer data).
 */
public enum VersionSource {
    GENERATED,
    EDITED,
    REVERT,
    REFRESH
}
