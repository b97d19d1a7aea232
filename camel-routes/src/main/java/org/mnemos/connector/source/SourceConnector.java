package org.mnemos.connector.source;

import java.util.Map;
import java.util.Optional;
import org.apache.camel.RoutesBuilder;
import org.mnemos.api.connector.RowStream;
import org.mnemos.api.connector.SourceType;

/**
 * One kind of data source, opened from its JSON configuration. Every CDI bean of this type is
 * a connector: the connector routes find them all and instantiate the connector route template
 * for each, so one error policy and one circuit breaker registry serve them all, and adding a
 * connector is adding a bean (with its own routes, if it reads through a Camel component).
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

    /** The routes this connector reads through, added to the context with the connector's own; none by default. */
    default Optional<RoutesBuilder> routes() {
        return Optional.empty();
    }
}
