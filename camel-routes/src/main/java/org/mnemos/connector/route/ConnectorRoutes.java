package org.mnemos.connector.route;

import jakarta.enterprise.context.Dependent;
import jakarta.enterprise.inject.Any;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Optional;
import org.apache.camel.CamelContext;
import org.apache.camel.RoutesBuilder;
import org.apache.camel.builder.RouteBuilder;
import org.apache.camel.builder.TemplatedRouteBuilder;
import org.mnemos.api.connector.Preview;
import org.mnemos.api.connector.SourceType;
import org.mnemos.connector.source.SourceConnector;

/**
 * The connector routes: one route template, {@value #TEMPLATE}, instantiated for every
 * connector bean and {@link Operation} as {@link #uri(SourceType, Operation)}: a source
 * configuration ({@code Map}) in; {@code true}, a {@link Preview} or a {@code DataProfile} out.
 * Every instance takes its error handling from the route configuration
 * {@value ConnectorErrorPolicy#ID} and reads through the source's circuit breaker; rows stream
 * from the source into the consumer inside one exchange.
 */
@Dependent
public class ConnectorRoutes extends RouteBuilder {

    public static final String TEMPLATE = "connector";
    /** Header: how many rows a preview returns (default {@value #DEFAULT_PREVIEW_ROWS}, at most {@value #MAX_PREVIEW_ROWS}). */
    public static final String PREVIEW_ROWS = "mnemosPreviewRows";
    /** Header: the {@code RowSink} a read hands its rows to. */
    public static final String SINK = "mnemosRowSink";

    static final int DEFAULT_PREVIEW_ROWS = 20;
    static final int MAX_PREVIEW_ROWS = 1_000;
    static final String TYPE = "type";
    static final String OPERATION = "operation";
    /** The registry name of the {@link SourceRead} an instance runs. */
    static final String READ = "read";

    private final List<SourceConnector> connectors;
    private final SourceBreakers breakers;

    @Inject
    ConnectorRoutes(@Any Instance<SourceConnector> connectors, ConnectorSettings settings) {
        this(connectors.stream().toList(), new SourceBreakers(settings.policy()));
    }

    public ConnectorRoutes(List<SourceConnector> connectors, SourceBreakers breakers) {
        this.connectors = List.copyOf(connectors);
        this.breakers = breakers;
    }

    /** E.g. {@code direct:connector-profile-sql}. */
    public static String uri(SourceType type, Operation operation) {
        return "direct:" + routeId(type, operation);
    }

    /**
     * Adds the routes the connectors read through, then the template, then one instance of it
     * per connector and operation. Instances are added here rather than declared with
     * {@code templatedRoute} in {@link #configure()}: a plain context that is not started yet
     * (the application's) drops declared instances, while a template added to it is there to
     * instantiate at once.
     */
    @Override
    public void addRoutesToCamelContext(CamelContext context) throws Exception {
        for (SourceConnector connector : connectors) {
            Optional<RoutesBuilder> routes = connector.routes();
            if (routes.isPresent()) {
                context.addRoutes(routes.get());
            }
        }
        super.addRoutesToCamelContext(context);
        for (SourceConnector connector : connectors) {
            for (Operation operation : Operation.values()) {
                String routeId = routeId(connector.type(), operation);
                context.getRegistry().bind(routeId + "-" + READ, new SourceRead(connector, operation, breakers));
                TemplatedRouteBuilder.builder(context, TEMPLATE)
                        .routeId(routeId)
                        .parameter(TYPE, connector.type().slug())
                        .parameter(OPERATION, operation.slug())
                        .parameter(READ, routeId + "-" + READ)
                        .add();
            }
        }
    }

    @Override
    public void configure() {
        routeTemplate(TEMPLATE)
                .templateParameter(TYPE, null, "the source type the connector reads, e.g. csv")
                .templateParameter(OPERATION, null, "test, preview or profile")
                .templateParameter(READ, null, "the registry name of the processor that reads the source")
                .from("direct:connector-{{" + OPERATION + "}}-{{" + TYPE + "}}")
                .routeConfigurationId(ConnectorErrorPolicy.ID)
                .process("{{" + READ + "}}");
    }

    private static String routeId(SourceType type, Operation operation) {
        return "connector-" + operation.slug() + "-" + type.slug();
    }
}
