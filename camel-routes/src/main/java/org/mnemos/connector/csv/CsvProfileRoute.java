package org.mnemos.connector.csv;

import org.apache.camel.Exchange;
import org.apache.camel.InvalidPayloadException;
import org.apache.camel.builder.RouteBuilder;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.RowStream;
import org.mnemos.connector.profile.ProfileBuilder;

/**
 * {@value #URI}: a {@link CsvConfig} body in, its file's {@link DataProfile} body out. Rows
 * stream from the file into the profiler inside one exchange, so memory stays bounded;
 * {@code ConnectorException}s propagate to the caller with their codes. Not a CDI bean by
 * itself: the application decides the allowed data folder and registers the route.
 */
public class CsvProfileRoute extends RouteBuilder {

    public static final String URI = "direct:profile-csv";

    private final CsvSource source;

    public CsvProfileRoute(CsvSource source) {
        this.source = source;
    }

    @Override
    public void configure() {
        from(URI).routeId("profile-csv")
                .process(this::profile);
    }

    private void profile(Exchange exchange) throws InvalidPayloadException {
        CsvConfig config = exchange.getMessage().getMandatoryBody(CsvConfig.class);
        try (RowStream rows = source.open(config)) {
            exchange.getMessage().setBody(ProfileBuilder.profile(rows));
        }
    }
}
