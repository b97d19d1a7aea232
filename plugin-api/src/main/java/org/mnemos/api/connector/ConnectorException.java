package org.mnemos.api.connector;

import java.util.OptionalLong;

/**
 * A connector failure with a stable {@link FailureCode}, a message a citizen developer can
 * read, and, for bad data, the line or row at fault. Unchecked because it surfaces from
 * {@link RowStream#next()}, which an {@link java.util.Iterator} cannot declare.
 */
public class ConnectorException extends RuntimeException {

    private final FailureCode code;
    private final boolean retryable;
    private final long line;

    public ConnectorException(FailureCode code, String detail) {
        this(code, detail, null);
    }

    public ConnectorException(FailureCode code, String detail, Throwable cause) {
        this(code, detail, code.isTransient(), 0, cause);
    }

    private ConnectorException(FailureCode code, String detail, boolean retryable, long line, Throwable cause) {
        super(detail, cause);
        this.code = code;
        this.retryable = retryable;
        this.line = line;
    }

    /** A {@link FailureCode#MALFORMED_SOURCE_DATA} failure at a 1-based line or row number. */
    public static ConnectorException malformed(long line, String detail) {
        return new ConnectorException(FailureCode.MALFORMED_SOURCE_DATA, detail, false, line, null);
    }

    /** The same failure with the retry decision overridden, e.g. a missing file that is being uploaded. */
    public ConnectorException withRetryable(boolean retryable) {
        return new ConnectorException(code, getMessage(), retryable, line, getCause());
    }

    public FailureCode code() {
        return code;
    }

    /** Whether the same request may succeed later; defaults to {@link FailureCode#isTransient()}. */
    public boolean isTransient() {
        return retryable;
    }

    /** The 1-based line or row at fault, for {@link FailureCode#MALFORMED_SOURCE_DATA}. */
    public OptionalLong line() {
        return line > 0 ? OptionalLong.of(line) : OptionalLong.empty();
    }
}
