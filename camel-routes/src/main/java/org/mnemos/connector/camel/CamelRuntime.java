package org.mnemos.connector.camel;

import jakarta.annotation.PreDestroy;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Initialized;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Any;
import jakarta.enterprise.inject.Instance;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Inject;
import java.util.Comparator;
import java.util.List;
import java.util.logging.Logger;
import org.apache.camel.CamelContext;
import org.apache.camel.ProducerTemplate;
import org.apache.camel.RouteConfigurationsBuilder;
import org.apache.camel.RoutesBuilder;
import org.apache.camel.impl.DefaultCamelContext;

/**
 * Owns the application's {@link CamelContext}. It starts after the schema migration (lower
 * priority) so that routes touching the database see a migrated schema, and stops with the
 * application.
 */
@ApplicationScoped
public class CamelRuntime {

    private static final Logger LOG = Logger.getLogger(CamelRuntime.class.getName());

    @Inject
    @Any
    Instance<RoutesBuilder> routes;

    private final CamelContext context = new DefaultCamelContext();
    private ProducerTemplate producer;

    void start(@Observes @Priority(100) @Initialized(ApplicationScoped.class) Object startup) throws Exception {
        context.getCamelContextExtension().setName("mnemos");
        context.setApplicationContextClassLoader(CamelRuntime.class.getClassLoader());
        // Route configurations first: a route instantiated from a template takes its error policy when it is
        // created, and CDI hands the builders over in no defined order.
        List<RoutesBuilder> ordered = routes.stream()
                .sorted(Comparator.comparing(builder -> !(builder instanceof RouteConfigurationsBuilder)))
                .toList();
        for (RoutesBuilder builder : ordered) {
            context.addRoutes(builder);
        }
        context.start();
        producer = context.createProducerTemplate();
        LOG.info(() -> "Camel context started with " + context.getRoutes().size() + " routes");
    }

    @PreDestroy
    void stop() {
        context.stop();
    }

    @Produces
    public CamelContext context() {
        return context;
    }

    @Produces
    public ProducerTemplate producer() {
        return producer;
    }
}
