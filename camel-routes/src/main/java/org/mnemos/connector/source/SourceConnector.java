package org.mnemos.connector.source;

import java.util.Map;
import org.mnemos.api.connector.RowStream;
import org.mnemos.api.connector.SourceType;

/**
 * One kind of data source, opened from its JSON configuration. The routes call every kind the
 * same way, so one error policy and one circuit breaker registry serve them all.
 */
public interface SourceConnector {

    SourceType type();

    /**
     * Names the system behind a configuration (a datasource, a host, an MCP server) without any
     * secret, so that a failing system trips its own circuit breaker and not its neighbours'.
     */
    String sourceKey(Map<String, Object> config);

    /** Streams the source's rows; the caller closes the stream. */
    RowStream open(Map<String, Object> config);
}
