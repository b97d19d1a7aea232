package org.mnemos.api.egress;

/**
 * The egress policy refused a destination. Thrown before any connection is made; the message names the
 * host and why, never a credential or a path.
 */
public class DestinationNotAllowed extends RuntimeException {

    private final String host;

    public DestinationNotAllowed(String host, String reason) {
        super("Requests to '" + host + "' are not allowed: " + reason + ".");
        this.host = host;
    }

    public String host() {
        return host;
    }
}
