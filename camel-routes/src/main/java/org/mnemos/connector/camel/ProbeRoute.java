package org.mnemos.connector.camel;

import jakarta.enterprise.context.Dependent;
import java.util.Map;
import org.apache.camel.builder.RouteBuilder;

/**
 * A message round trip through the running context: readiness sends a message here, so
 * "ready" means routes actually execute, not merely that a context object exists.
 */
@Dependent
public class ProbeRoute extends RouteBuilder {

    public static final String URI = "direct:mnemos-probe";

    @Override
    public void configure() {
        from(URI)
                .routeId("mnemos-probe")
                .process(exchange -> exchange.getMessage()
                        .setBody(Map.of(
                                "context", exchange.getContext().getName(),
                                "status", exchange.getContext().getStatus().name(),
                                "routes", exchange.getContext().getRoutes().size(),
                                "routedBy", exchange.getFromRouteId())));
    }
}
