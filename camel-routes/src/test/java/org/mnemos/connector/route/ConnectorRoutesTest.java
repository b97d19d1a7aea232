package org.mnemos.connector.route;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.apache.camel.RoutesBuilder;
import org.apache.camel.test.junit5.CamelTestSupport;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.ConnectorException;
import org.mnemos.api.connector.Credential;
import org.mnemos.api.connector.CredentialResolver;
import org.mnemos.api.connector.DataConnectors;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.FailureCode;
import org.mnemos.api.connector.Preview;
import org.mnemos.api.connector.Row;
import org.mnemos.api.connector.RowSink;
import org.mnemos.api.connector.SourceType;
import org.mnemos.connector.csv.SampleData;
import org.mnemos.connector.mcp.McpSource;
import org.mnemos.connector.rest.RestSource;
import org.mnemos.connector.rest.TestApi;
import org.mnemos.connector.sql.Northwind;
import org.mnemos.connector.sql.SqlSource;

/** The connector routes end to end through the {@link DataConnectors} port, with real sources. */
class ConnectorRoutesTest extends CamelTestSupport {

    private static final ConnectorPolicy FAST_RETRIES = new ConnectorPolicy(
            3,
            Duration.ofMillis(20),
            Duration.ofMillis(200),
            4,
            Duration.ofMinutes(1),
            Duration.ofSeconds(2),
            Duration.ofSeconds(5));
    private static TestApi api;
    private DataConnectors connectors;

    @BeforeAll
    static void startApi() throws IOException {
        api = new TestApi();
    }

    @AfterAll
    static void stopApi() {
        api.close();
    }

    @Override
    protected RoutesBuilder[] createRouteBuilders() {
        connectors = new CamelDataConnectors(() -> template);
        CredentialResolver credentials = name -> Optional.of(new Credential.BearerToken(TestApi.TOKEN));
        // Routes before their configuration: the order in which CDI hands builders over is not defined.
        return new RoutesBuilder[] {
            new ConnectorRoutes(
                    List.of(
                            SampleData.source(),
                            new SqlSource(Northwind.dataSources()),
                            new RestSource(credentials, FAST_RETRIES.connectTimeout(), () -> template),
                            new McpSource(credentials, program -> false, FAST_RETRIES.readTimeout())),
                    new SourceBreakers(FAST_RETRIES)),
            new ConnectorErrorPolicy(FAST_RETRIES)
        };
    }

    @Test
    void sqlProfileStatisticsEqualPostgresAggregates() throws SQLException {
        DataProfile profile = connectors.profile(
                SourceType.SQL,
                Map.of("datasource", "northwind", "query", "SELECT unit_price, quantity, discount FROM order_details"));

        assertThat(profile.rowCount()).isEqualTo(2_155);
        for (ColumnProfile column : profile.columns()) {
            double[] expected = aggregates(column.name());
            assertThat(column.mean()).as(column.name()).isCloseTo(expected[0], within(1e-9));
            assertThat(column.std()).as(column.name()).isCloseTo(expected[1], within(1e-9));
            assertThat(Double.parseDouble(column.min())).as(column.name()).isEqualTo(expected[2]);
            assertThat(Double.parseDouble(column.max())).as(column.name()).isEqualTo(expected[3]);
        }
    }

    @Test
    void previewsTheFirstRowsOfACsvFile() {
        Preview preview = connectors.preview(SourceType.CSV, Map.of("path", "northwind/products.csv"), 3);

        assertThat(preview.columns()).startsWith("productID", "productName");
        assertThat(preview.rows()).extracting(row -> row.value(1)).containsExactly("Chai", "Chang", "Aniseed Syrup");
    }

    @Test
    void aTransientFailureIsRetriedUntilItRecovers() {
        Preview preview = connectors.preview(SourceType.REST, rest("/flaky"), 10);

        assertThat(preview.rows()).hasSize(2);
        assertThat(api.hits("/flaky")).isEqualTo(3);
    }

    @Test
    void aReadOfASourceThatStaysDownIsRetriedByThePolicyThenFails() {
        RowSink ignored = new RowSink() {
            @Override
            public void start(List<String> columns) {}

            @Override
            public void accept(Row row) {}
        };

        assertThatThrownBy(() -> connectors.read(SourceType.REST, rest("/down"), ignored))
                .isInstanceOfSatisfying(
                        ConnectorException.class, e -> assertThat(e.code()).isEqualTo(FailureCode.SOURCE_UNREACHABLE));
        assertThat(api.hits("/down")).isGreaterThanOrEqualTo(1 + FAST_RETRIES.redeliveries());
    }

    @Test
    void otherFailuresAreNotRetried() {
        assertThatThrownBy(() -> connectors.test(SourceType.CSV, Map.of("path", "../../etc/passwd")))
                .isInstanceOfSatisfying(
                        ConnectorException.class, e -> assertThat(e.code()).isEqualTo(FailureCode.PATH_NOT_ALLOWED));
        Map<String, Object> broken = rest("/broken");
        assertThatThrownBy(() -> connectors.test(SourceType.REST, broken))
                .isInstanceOfSatisfying(
                        ConnectorException.class,
                        e -> assertThat(e.code()).isEqualTo(FailureCode.MALFORMED_SOURCE_DATA));
        assertThat(api.hits("/broken")).isEqualTo(1);
    }

    @Test
    void aSourceThatKeepsFailingOpensItsCircuit() {
        assertThatThrownBy(() -> connectors.test(SourceType.REST, rest("/down")))
                .isInstanceOfSatisfying(
                        ConnectorException.class, e -> assertThat(e.code()).isEqualTo(FailureCode.SOURCE_UNREACHABLE));
        int attempts = api.hits("/down");
        assertThat(attempts).isEqualTo(1 + FAST_RETRIES.redeliveries());

        assertThatThrownBy(() -> connectors.test(SourceType.REST, rest("/down")))
                .isInstanceOfSatisfying(ConnectorException.class, e -> {
                    assertThat(e.code()).isEqualTo(FailureCode.SOURCE_UNREACHABLE);
                    assertThat(e.getMessage()).contains("failed repeatedly");
                });
        assertThat(api.hits("/down")).isEqualTo(attempts);
        // Another source is not affected by the open circuit.
        assertThat(connectors
                        .preview(SourceType.SQL, Map.of("datasource", "northwind", "query", "SELECT 1 AS one"), 1)
                        .rows())
                .hasSize(1);
    }

    @Test
    void anExpectedFailureIsOneLogLineWithoutAStackTraceAndItsRepeatsAreHeldBack() {
        List<LogRecord> warnings = new CopyOnWriteArrayList<>();
        Handler capture = new Handler() {
            @Override
            public void publish(LogRecord record) {
                if (record.getLevel().intValue() >= Level.WARNING.intValue()) {
                    warnings.add(record);
                }
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
        Logger root = Logger.getLogger("");
        root.addHandler(capture);
        try {
            Map<String, Object> refusedDestination = new HashMap<>(Map.of("url", api.url("/items")));
            Map<String, Object> badCredentials = new HashMap<>(
                    TestApi.LOOPBACK_ALLOWED.carriedBy(Map.of("url", api.url("/secure"), "recordPath", "$.items")));
            for (Map<String, Object> failing : List.of(refusedDestination, badCredentials, rest("/down"))) {
                assertThatThrownBy(() -> connectors.test(SourceType.REST, failing))
                        .isInstanceOf(ConnectorException.class);
            }

            assertThat(warnings).hasSize(3).allSatisfy(line -> {
                assertThat(line.getThrown()).isNull();
                assertThat(line.getMessage()).doesNotContain("\n").doesNotContain("\tat ");
            });
            assertThat(warnings)
                    .extracting(LogRecord::getMessage)
                    .anySatisfy(line -> assertThat(line).contains("DESTINATION_NOT_ALLOWED"))
                    .anySatisfy(line -> assertThat(line).contains("AUTH_FAILED"))
                    .anySatisfy(line -> assertThat(line).contains("SOURCE_UNREACHABLE"));

            for (int i = 0; i < 200; i++) {
                assertThatThrownBy(() -> connectors.test(SourceType.REST, refusedDestination))
                        .isInstanceOf(ConnectorException.class);
            }
            // At most one more line per kind (a minute may pass), never one per request.
            assertThat(warnings).hasSizeLessThanOrEqualTo(6);
        } finally {
            root.removeHandler(capture);
        }
    }

    private static Map<String, Object> rest(String path) {
        return new HashMap<>(TestApi.LOOPBACK_ALLOWED.carriedBy(
                Map.of("url", api.url(path), "recordPath", "$.items", "credential", "api")));
    }

    private static double[] aggregates(String column) throws SQLException {
        try (Connection connection = Northwind.admin().getConnection();
                Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery("SELECT avg(" + column + "), stddev_samp(" + column
                        + "), min(" + column + "), max(" + column + ") FROM order_details")) {
            result.next();
            return new double[] {result.getDouble(1), result.getDouble(2), result.getDouble(3), result.getDouble(4)};
        }
    }
}
