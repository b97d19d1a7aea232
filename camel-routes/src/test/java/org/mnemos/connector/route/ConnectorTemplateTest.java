package org.mnemos.connector.route;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.apache.camel.Route;
import org.apache.camel.RoutesBuilder;
import org.apache.camel.test.junit5.CamelTestSupport;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.ConnectorException;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.FailureCode;
import org.mnemos.api.connector.Preview;
import org.mnemos.api.connector.Row;
import org.mnemos.api.connector.RowSink;
import org.mnemos.api.connector.RowStream;
import org.mnemos.api.connector.SourceType;
import org.mnemos.connector.json.JsonRecords;
import org.mnemos.connector.json.JsonRowStream;
import org.mnemos.connector.source.SourceConnector;

/**
 * The connector route template on its own: a connector the routes were never told about gets
 * one instance per operation, the instances differ only by their parameters, and each takes its
 * error handling from the shared route configuration.
 */
class ConnectorTemplateTest extends CamelTestSupport {

    private static final ConnectorPolicy NO_WAIT = new ConnectorPolicy(
            2,
            Duration.ofMillis(1),
            Duration.ofMillis(5),
            100,
            Duration.ofMinutes(1),
            Duration.ofSeconds(1),
            Duration.ofSeconds(1));
    private final FiveRows source = new FiveRows();

    @Override
    protected RoutesBuilder[] createRouteBuilders() {
        return new RoutesBuilder[] {
            new ConnectorRoutes(List.of(source), new SourceBreakers(NO_WAIT)), new ConnectorErrorPolicy(NO_WAIT)
        };
    }

    @Test
    void everyOperationOfAConnectorIsAnInstanceOfTheTemplate() {
        assertThat(context.getRoutes()).hasSize(Operation.values().length);
        for (Operation operation : Operation.values()) {
            Route route = context.getRoute("connector-" + operation.slug() + "-mcp");
            assertThat(route.isCreatedByRouteTemplate()).as(operation.slug()).isTrue();
            assertThat(route.getConfigurationId()).as(operation.slug()).isEqualTo(ConnectorErrorPolicy.ID);
            assertThat(route.getEndpoint())
                    .isSameAs(context.getEndpoint(ConnectorRoutes.uri(SourceType.MCP, operation)));
        }
    }

    @Test
    void instancesDoWhatTheirOperationParameterSays() {
        Preview preview = template.requestBodyAndHeader(
                ConnectorRoutes.uri(SourceType.MCP, Operation.PREVIEW),
                Map.of(),
                ConnectorRoutes.PREVIEW_ROWS,
                2,
                Preview.class);
        DataProfile profile = template.requestBody(
                ConnectorRoutes.uri(SourceType.MCP, Operation.PROFILE), Map.of(), DataProfile.class);

        assertThat(preview.columns()).containsExactly("n");
        assertThat(preview.rows()).extracting(row -> row.value(0)).containsExactly("1", "2");
        assertThat(profile.rowCount()).isEqualTo(5);
        assertThat(profile.columns().get(0).max()).isEqualTo("5");
    }

    @Test
    void aReadProfilesAndHandsEveryRowToTheSinkInOnePass() {
        List<String> seen = new ArrayList<>();
        List<List<String>> starts = new ArrayList<>();
        RowSink sink = new RowSink() {
            @Override
            public void start(List<String> columns) {
                starts.add(columns);
                seen.clear();
            }

            @Override
            public void accept(Row row) {
                seen.add(row.value(0));
            }
        };
        source.failures.set(0);

        DataProfile profile = new CamelDataConnectors(() -> template).read(SourceType.MCP, Map.of(), sink);

        assertThat(profile.rowCount()).isEqualTo(5);
        assertThat(starts).containsExactly(List.of("n"));
        assertThat(seen).containsExactly("1", "2", "3", "4", "5");
        assertThat(source.opens.get()).isEqualTo(1);
    }

    @Test
    void eachInstanceRetriesThroughTheSharedErrorPolicy() {
        source.failures.set(NO_WAIT.redeliveries());

        assertThat(template.requestBody(ConnectorRoutes.uri(SourceType.MCP, Operation.TEST), Map.of(), Boolean.class))
                .isTrue();
        assertThat(source.opens.get()).isEqualTo(1 + NO_WAIT.redeliveries());
    }

    /** A connector of five rows {@code n = 1…5} whose next opens fail transiently, as many as {@link #failures} says. */
    private static final class FiveRows implements SourceConnector {

        final AtomicInteger failures = new AtomicInteger();
        final AtomicInteger opens = new AtomicInteger();

        @Override
        public SourceType type() {
            return SourceType.MCP;
        }

        @Override
        public String sourceKey(Map<String, Object> config) {
            return "five-rows";
        }

        @Override
        public RowStream open(Map<String, Object> config) {
            opens.incrementAndGet();
            if (failures.getAndDecrement() > 0) {
                throw new ConnectorException(FailureCode.SOURCE_UNREACHABLE, "down for now");
            }
            List<Map<String, Integer>> rows =
                    IntStream.rangeClosed(1, 5).mapToObj(n -> Map.of("n", n)).toList();
            return JsonRowStream.of(JsonRecords.select(JsonRecords.tree(rows), "$"));
        }
    }
}
