package org.mnemos.connector.route;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.camel.Exchange;
import org.apache.camel.InvalidPayloadException;
import org.apache.camel.builder.RouteBuilder;
import org.mnemos.api.connector.Preview;
import org.mnemos.api.connector.Row;
import org.mnemos.api.connector.RowStream;
import org.mnemos.api.connector.SourceType;
import org.mnemos.connector.profile.ProfileBuilder;
import org.mnemos.connector.source.SourceConnector;

/**
 * Three {@code direct:} routes per connector type, {@link #uri(SourceType, Operation)}: a source
 * configuration ({@code Map}) in; {@code true}, a {@link Preview} or a {@code DataProfile} out.
 * Every route uses the shared {@link ConnectorErrorPolicy} and reads through the source's
 * circuit breaker; rows stream from the source into the consumer inside one exchange.
 */
public class ConnectorRoutes extends RouteBuilder {

    /** Header: how many rows a preview returns (default {@value #DEFAULT_PREVIEW_ROWS}, at most {@value #MAX_PREVIEW_ROWS}). */
    public static final String PREVIEW_ROWS = "mnemosPreviewRows";
    static final int DEFAULT_PREVIEW_ROWS = 20;
    static final int MAX_PREVIEW_ROWS = 1_000;

    public enum Operation { TEST, PREVIEW, PROFILE }

    private final List<SourceConnector> connectors;
    private final SourceBreakers breakers;

    public ConnectorRoutes(List<SourceConnector> connectors, SourceBreakers breakers) {
        this.connectors = List.copyOf(connectors);
        this.breakers = breakers;
    }

    /** E.g. {@code direct:connector-profile-sql}. */
    public static String uri(SourceType type, Operation operation) {
        return "direct:" + routeId(type, operation);
    }

    @Override
    public void configure() {
        for (SourceConnector connector : connectors) {
            for (Operation operation : Operation.values()) {
                from(uri(connector.type(), operation)).routeId(routeId(connector.type(), operation))
                        .routeConfigurationId(ConnectorErrorPolicy.ID)
                        .process(exchange -> run(exchange, connector, operation));
            }
        }
    }

    @SuppressWarnings("unchecked")
    private void run(Exchange exchange, SourceConnector connector, Operation operation) throws InvalidPayloadException {
        Map<String, Object> config = exchange.getMessage().getMandatoryBody(Map.class);
        int asked = exchange.getMessage().getHeader(PREVIEW_ROWS, DEFAULT_PREVIEW_ROWS, Integer.class);
        int rows = Math.max(0, Math.min(MAX_PREVIEW_ROWS, asked));
        Object result = breakers.call(connector.sourceKey(config), () -> {
            try (RowStream stream = connector.open(config)) {
                return switch (operation) {
                    case TEST -> readFirstRow(stream);
                    case PREVIEW -> preview(stream, rows);
                    case PROFILE -> ProfileBuilder.profile(stream);
                };
            }
        });
        exchange.getMessage().setBody(result);
    }

    /** Reading one row surfaces the failures that only come with data (a bad cast, a dead cursor). */
    private static Boolean readFirstRow(RowStream stream) {
        if (stream.hasNext()) {
            stream.next();
        }
        return Boolean.TRUE;
    }

    private static Preview preview(RowStream stream, int rows) {
        List<Row> first = new ArrayList<>(rows);
        while (first.size() < rows && stream.hasNext()) {
            first.add(stream.next());
        }
        return new Preview(stream.columns(), first, stream.malformedRows());
    }

    private static String routeId(SourceType type, Operation operation) {
        return "connector-" + operation.name().toLowerCase(Locale.ROOT) + "-" + type.slug();
    }
}
