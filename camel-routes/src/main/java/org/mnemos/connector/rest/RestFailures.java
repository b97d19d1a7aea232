package org.mnemos.connector.rest;

import java.io.IOException;
import java.io.InterruptedIOException;
import org.mnemos.api.connector.ConnectorException;
import org.mnemos.api.connector.FailureCode;

/**
 * Maps HTTP outcomes to connector codes. Overload and gateway answers (429, 500, 502, 503)
 * are transient, so the error policy retries them; a refused credential or a wrong address
 * is not. Messages name the URL without its query, which may carry keys.
 */
public final class RestFailures {

    private RestFailures() {}

    public static ConnectorException ofStatus(int status, String location) {
        String answer = "The server at " + location + " answered HTTP " + status;
        if (status == 401 || status == 403) {
            return new ConnectorException(FailureCode.AUTH_FAILED, answer + ": it refused the credentials.");
        }
        if (status == 408 || status == 504) {
            return new ConnectorException(FailureCode.SOURCE_TIMEOUT, answer + ": it did not answer in time.");
        }
        if (status == 429 || status == 500 || status == 502 || status == 503) {
            return new ConnectorException(
                    FailureCode.SOURCE_UNREACHABLE, answer + ": it is busy or failing; try later.");
        }
        if (status == 404 || status == 410) {
            return new ConnectorException(
                            FailureCode.SOURCE_UNREACHABLE, answer + ": there is nothing at this address.")
                    .withRetryable(false);
        }
        if (status >= 300 && status < 400) {
            return new ConnectorException(
                    FailureCode.SOURCE_SCHEMA_INVALID,
                    answer + ": it redirects elsewhere; configure the final address (redirects are not followed, "
                            + "so that credentials never go to another server).");
        }
        return new ConnectorException(FailureCode.SOURCE_SCHEMA_INVALID, answer + ": it rejected the request.");
    }

    public static ConnectorException ofIo(IOException e, String location) {
        // HttpClient 5 times out with SocketTimeoutException (reading) or ConnectTimeoutException (connecting).
        if (e instanceof InterruptedIOException) {
            return new ConnectorException(
                    FailureCode.SOURCE_TIMEOUT, "The server at " + location + " did not answer in time.", e);
        }
        return new ConnectorException(
                FailureCode.SOURCE_UNREACHABLE, "The server at " + location + " cannot be reached.", e);
    }
}
