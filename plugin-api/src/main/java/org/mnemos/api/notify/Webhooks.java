package org.mnemos.api.notify;

import java.net.URI;
import org.mnemos.api.egress.EgressPolicy;

/**
 * The port through which the application posts webhooks, whatever sends them. A delivery is a report,
 * never an exception: a receiver that is down, refuses or may not be reached never fails the work that
 * it was to be told about.
 */
public interface Webhooks {

    /**
     * POSTs {@code body} (JSON) to {@code url}, signed with the secret of the credential named
     * {@code secretName} (resolved now, never stored), retrying transient failures with the connector
     * policy's backoff. The destination is checked against {@code egress} and connected to at the
     * addresses checked; redirects are not followed.
     */
    WebhookDelivery post(URI url, String secretName, byte[] body, EgressPolicy egress);
}
