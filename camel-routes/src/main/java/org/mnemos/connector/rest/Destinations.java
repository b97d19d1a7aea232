package org.mnemos.connector.rest;

import java.net.URI;
import java.net.UnknownHostException;
import java.util.Optional;
import org.mnemos.api.connector.ConnectorException;
import org.mnemos.api.connector.FailureCode;
import org.mnemos.api.egress.DestinationNotAllowed;
import org.mnemos.api.egress.EgressPolicy;

/** The egress check of an HTTP connector's address, in the connectors' failure codes; made before any request. */
public final class Destinations {

    private Destinations() {}

    /** Nothing when {@code url} may be requested; else 422 DESTINATION_NOT_ALLOWED or SOURCE_UNREACHABLE. */
    public static void check(EgressPolicy policy, URI url) {
        try {
            policy.check(url);
        } catch (DestinationNotAllowed e) {
            throw refused(e);
        } catch (UnknownHostException e) {
            throw new ConnectorException(
                    FailureCode.SOURCE_UNREACHABLE, "The host '" + url.getHost() + "' is not known.");
        }
    }

    /** The refusal among {@code failure}'s causes, as a connector failure: HTTP clients wrap what their resolver threw. */
    public static Optional<ConnectorException> refusal(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof DestinationNotAllowed refused) {
                return Optional.of(refused(refused));
            }
        }
        return Optional.empty();
    }

    private static ConnectorException refused(DestinationNotAllowed e) {
        return new ConnectorException(FailureCode.DESTINATION_NOT_ALLOWED, e.getMessage());
    }
}
