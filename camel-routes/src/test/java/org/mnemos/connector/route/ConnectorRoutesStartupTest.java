package org.mnemos.connector.route;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.apache.camel.CamelContext;
import org.apache.camel.Route;
import org.apache.camel.impl.DefaultCamelContext;
import org.junit.jupiter.api.Test;
import org.mnemos.connector.sql.SqlSource;

/**
 * The template's instances in a context started the way the application starts its own (a plain
 * context, the configuration added before the routes), not the way the Camel test support does.
 */
class ConnectorRoutesStartupTest {

    @Test
    void everyConnectorOperationIsARunningRoute() throws Exception {
        try (CamelContext context = new DefaultCamelContext()) {
            context.addRoutes(new ConnectorErrorPolicy(ConnectorPolicy.defaults()));
            context.addRoutes(new ConnectorRoutes(
                    List.of(new SqlSource(name -> null)), new SourceBreakers(ConnectorPolicy.defaults())));
            context.start();

            assertThat(context.getRoutes())
                    .extracting(Route::getRouteId)
                    .containsExactlyInAnyOrder(
                            "connector-test-sql",
                            "connector-preview-sql",
                            "connector-rows-sql",
                            "connector-profile-sql",
                            "connector-read-sql");
        }
    }
}
