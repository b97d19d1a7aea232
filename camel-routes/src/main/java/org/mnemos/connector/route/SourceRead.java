package org.mnemos.connector.route;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.camel.Exchange;
import org.apache.camel.InvalidPayloadException;
import org.apache.camel.Processor;
import org.mnemos.api.connector.Preview;
import org.mnemos.api.connector.Row;
import org.mnemos.api.connector.RowSink;
import org.mnemos.api.connector.RowStream;
import org.mnemos.connector.profile.ProfileBuilder;
import org.mnemos.connector.source.SourceConnector;

/**
 * The step of a connector route that reads: opens the source, streams its rows into what the
 * operation makes of them, and closes it, all through the source's circuit breaker. Opening and
 * consuming are one step because the error policy redelivers a failed step: a read that failed
 * on its third page must start again from the first row, not from a half-read stream.
 */
final class SourceRead implements Processor {

    private final SourceConnector connector;
    private final Operation operation;
    private final SourceBreakers breakers;

    SourceRead(SourceConnector connector, Operation operation, SourceBreakers breakers) {
        this.connector = connector;
        this.operation = operation;
        this.breakers = breakers;
    }

    @Override
    @SuppressWarnings("unchecked")
    public void process(Exchange exchange) throws InvalidPayloadException {
        Map<String, Object> config = exchange.getMessage().getMandatoryBody(Map.class);
        int asked = exchange.getMessage()
                .getHeader(ConnectorRoutes.PREVIEW_ROWS, ConnectorRoutes.DEFAULT_PREVIEW_ROWS, Integer.class);
        int rows = Math.max(0, operation == Operation.ROWS ? asked : Math.min(ConnectorRoutes.MAX_PREVIEW_ROWS, asked));
        Object result = breakers.call(connector.sourceKey(config), () -> {
            try (RowStream stream = connector.open(config)) {
                return switch (operation) {
                    case TEST -> readFirstRow(stream);
                    case PREVIEW, ROWS -> preview(stream, rows);
                    case PROFILE -> ProfileBuilder.profile(stream);
                    case READ -> ProfileBuilder.profile(new SinkingRows(stream, sink(exchange)));
                };
            }
        });
        exchange.getMessage().setBody(result);
    }

    private static RowSink sink(Exchange exchange) {
        RowSink sink = exchange.getMessage().getHeader(ConnectorRoutes.SINK, RowSink.class);
        if (sink == null) {
            throw new IllegalArgumentException("A read needs the " + ConnectorRoutes.SINK + " header");
        }
        return sink;
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
}
