package org.mnemos.connector.camel;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Map;
import org.apache.camel.ProducerTemplate;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.HealthCheckResponseBuilder;
import org.eclipse.microprofile.health.Readiness;

/** Ready when the Camel context is started and a message makes the round trip through a route. */
@Readiness
@ApplicationScoped
public class CamelReadiness implements HealthCheck {

    @Inject
    CamelRuntime camel;

    @Override
    public HealthCheckResponse call() {
        HealthCheckResponseBuilder response = HealthCheckResponse.named("camel");
        ProducerTemplate producer = camel.producer();
        if (producer == null || !camel.context().isStarted()) {
            return response.down().build();
        }
        try {
            Map<?, ?> probe = producer.requestBody(ProbeRoute.URI, "probe", Map.class);
            return response.up()
                    .withData("context", String.valueOf(probe.get("context")))
                    .withData("routes", ((Number) probe.get("routes")).longValue())
                    .withData("probeRoute", String.valueOf(probe.get("routedBy")))
                    .build();
        } catch (RuntimeException e) {
            return response.down()
                    .withData("error", e.getClass().getSimpleName())
                    .build();
        }
    }
}
