package org.mnemos.datasource.control;

import org.mnemos.api.connector.ConnectorException;

/** How a connector failure reads to a user, wherever it is reported (a problem, a recorded refresh). */
public final class ConnectorFailures {

    private ConnectorFailures() {}

    /** The failure's message, naming the line or row at fault when the message does not already. */
    public static String detail(ConnectorException e) {
        return e.getMessage()
                + (e.line().isPresent() && !e.getMessage().contains("line")
                        ? " (line " + e.line().getAsLong() + ")"
                        : "");
    }
}
