package org.mnemos.connector.route;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Map;
import java.util.function.Supplier;
import java.util.logging.Logger;
import org.apache.camel.CamelExecutionException;
import org.apache.camel.ProducerTemplate;
import org.mnemos.api.connector.ConnectorException;
import org.mnemos.api.connector.DataConnectors;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.Preview;
import org.mnemos.api.connector.RowSink;
import org.mnemos.api.connector.SourceType;
import org.mnemos.api.log.ThrottledWarnings;
import org.mnemos.connector.camel.CamelRuntime;

/**
 * The {@link DataConnectors} port, served by the connector routes: the rest of the application
 * reads sources without knowing Camel. A {@link ConnectorException} thrown in a route reaches
 * the caller as itself, not wrapped in Camel's execution exception, and is logged in one line without a stack
 * trace, at most once a minute per source type and code: any member can make a source fail at will.
 */
@ApplicationScoped
public class CamelDataConnectors implements DataConnectors {

    private final Supplier<ProducerTemplate> producer;
    private final ThrottledWarnings failures =
            new ThrottledWarnings(Logger.getLogger(CamelDataConnectors.class.getName()));

    @Inject
    public CamelDataConnectors(CamelRuntime camel) {
        // Looked up per call: the runtime creates its producer when the context starts.
        this(camel::producer);
    }

    public CamelDataConnectors(Supplier<ProducerTemplate> producer) {
        this.producer = producer;
    }

    /** For the CDI client proxy only. */
    protected CamelDataConnectors() {
        this.producer = null;
    }

    @Override
    public void test(SourceType type, Map<String, Object> config) {
        send(type, Operation.TEST, config, 0, Boolean.class);
    }

    @Override
    public Preview preview(SourceType type, Map<String, Object> config, int rows) {
        return send(type, Operation.PREVIEW, config, rows, Preview.class);
    }

    @Override
    public Preview rows(SourceType type, Map<String, Object> config, int limit) {
        return send(type, Operation.ROWS, config, limit, Preview.class);
    }

    @Override
    public DataProfile profile(SourceType type, Map<String, Object> config) {
        return send(type, Operation.PROFILE, config, 0, DataProfile.class);
    }

    @Override
    public DataProfile read(SourceType type, Map<String, Object> config, RowSink sink) {
        return send(type, Operation.READ, config, Map.of(ConnectorRoutes.SINK, sink), DataProfile.class);
    }

    private <T> T send(SourceType type, Operation operation, Map<String, Object> config, int rows, Class<T> answer) {
        return send(type, operation, config, Map.of(ConnectorRoutes.PREVIEW_ROWS, rows), answer);
    }

    private <T> T send(
            SourceType type,
            Operation operation,
            Map<String, Object> config,
            Map<String, Object> headers,
            Class<T> answer) {
        try {
            return producer.get().requestBodyAndHeaders(ConnectorRoutes.uri(type, operation), config, headers, answer);
        } catch (CamelExecutionException e) {
            if (e.getCause() instanceof ConnectorException failure) {
                failures.warn(
                        type.slug() + " " + failure.code(),
                        () -> "A " + operation.slug() + " of a " + type.slug() + " source failed with " + failure.code()
                                + ": " + failure.getMessage());
                throw failure;
            }
            throw e;
        }
    }
}
