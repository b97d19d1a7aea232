package org.mnemos.api.connector;

import org.mnemos.api.error.ErrorCode;

/**
 * Stable codes of connector failures, each an entry of the {@link ErrorCode} catalogue (which fixes
 * its status and whether retrying the same request later may succeed). Connectors may raise only these.
 */
public enum FailureCode {

    /** The source could not be reached (host down, file missing, connection refused). */
    SOURCE_UNREACHABLE(ErrorCode.SOURCE_UNREACHABLE),
    /** The source did not answer in time. */
    SOURCE_TIMEOUT(ErrorCode.SOURCE_TIMEOUT),
    /** The source refused the referenced credentials. */
    AUTH_FAILED(ErrorCode.AUTH_FAILED),
    /** The source's shape is unusable: no header, empty file, unknown columns. */
    SOURCE_SCHEMA_INVALID(ErrorCode.SOURCE_SCHEMA_INVALID),
    /** A record could not be parsed or has the wrong number of values; names the line or row. */
    MALFORMED_SOURCE_DATA(ErrorCode.MALFORMED_SOURCE_DATA),
    /** The source returned more rows than the configured limit. */
    ROW_LIMIT_EXCEEDED(ErrorCode.ROW_LIMIT_EXCEEDED),
    /** The requested location lies outside what the connector may read (path traversal, symlink escape). */
    PATH_NOT_ALLOWED(ErrorCode.PATH_NOT_ALLOWED),
    /** The egress policy refused the host before any connection was made. */
    DESTINATION_NOT_ALLOWED(ErrorCode.DESTINATION_NOT_ALLOWED);

    private final ErrorCode errorCode;

    FailureCode(ErrorCode errorCode) {
        this.errorCode = errorCode;
    }

    public ErrorCode errorCode() {
        return errorCode;
    }

    public boolean isTransient() {
        return errorCode.retryable();
    }
}
