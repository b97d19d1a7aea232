package org.mnemos.api.connector;

/**
 * Stable codes of connector failures. Clients branch on the name, so names never change;
 * {@link #isTransient()} tells whether retrying the same request later may succeed.
 */
public enum FailureCode {

    /** The source could not be reached (host down, file missing, connection refused). */
    SOURCE_UNREACHABLE(true),
    /** The source did not answer in time. */
    SOURCE_TIMEOUT(true),
    /** The source refused the referenced credentials. */
    AUTH_FAILED(false),
    /** The source's shape is unusable: no header, empty file, unknown columns. */
    SOURCE_SCHEMA_INVALID(false),
    /** A record could not be parsed or has the wrong number of values; names the line or row. */
    MALFORMED_SOURCE_DATA(false),
    /** The source returned more rows than the configured limit. */
    ROW_LIMIT_EXCEEDED(false),
    /** The requested location lies outside what the connector may read (path traversal, symlink escape). */
    PATH_NOT_ALLOWED(false);

    private final boolean transientByDefault;

    FailureCode(boolean transientByDefault) {
        this.transientByDefault = transientByDefault;
    }

    public boolean isTransient() {
        return transientByDefault;
    }
}
