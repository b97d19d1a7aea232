package org.mnemos.connector.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.ConnectorException;
import org.mnemos.api.connector.FailureCode;
import org.mnemos.api.connector.Row;
import org.mnemos.api.connector.RowStream;

class SqlSourceTest {

    private final SqlSource source = new SqlSource(Northwind.dataSources());

    @Test
    void streamsAJoinWithNamedParameters() throws SQLException {
        String join = """
                SELECT o.order_id, o.ship_country, p.product_name, d.quantity, d.unit_price
                FROM orders o JOIN order_details d ON d.order_id = o.order_id
                JOIN products p ON p.product_id = d.product_id
                WHERE o.ship_country = :country AND d.quantity >= :minQuantity
                ORDER BY o.order_id, p.product_id""";
        List<Row> rows = read(config(join, Map.of("country", "France", "minQuantity", 20), 1_000));

        assertThat(rows).hasSize((int) count("""
                SELECT count(*) FROM orders o JOIN order_details d ON d.order_id = o.order_id
                WHERE o.ship_country = 'France' AND d.quantity >= 20"""));
        assertThat(rows).allSatisfy(row -> assertThat(row.value(1)).isEqualTo("France"));
        assertThat(rows.get(0).number()).isEqualTo(1);
    }

    @Test
    void namesTheColumnsByTheirLabels() {
        try (RowStream rows = source.open(config(
                "SELECT product_id AS id, product_name, ':x' AS literal, "
                        + ":n::int AS n FROM products WHERE product_id = 1",
                Map.of("n", 7),
                10))) {
            assertThat(rows.columns()).containsExactly("id", "product_name", "literal", "n");
            assertThat(rows.next().values()).containsExactly("1", "Chai", ":x", "7");
        }
    }

    @Test
    void aSlowQueryTimesOut() {
        SqlConfig slow = new SqlConfig("northwind", "SELECT pg_sleep(5)", Map.of(), 10, Duration.ofSeconds(1));
        long started = System.nanoTime();

        assertThatThrownBy(() -> read(slow)).isInstanceOfSatisfying(ConnectorException.class, e -> {
            assertThat(e.code()).isEqualTo(FailureCode.SOURCE_TIMEOUT);
            assertThat(e.isTransient()).isTrue();
        });
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(4));
    }

    @Test
    void moreRowsThanMaxRowsFail() {
        assertThat(read(config("SELECT * FROM orders ORDER BY order_id LIMIT 100", Map.of(), 100)))
                .hasSize(100);
        assertThatThrownBy(() -> read(config("SELECT * FROM orders", Map.of(), 100)))
                .isInstanceOfSatisfying(
                        ConnectorException.class, e -> assertThat(e.code()).isEqualTo(FailureCode.ROW_LIMIT_EXCEEDED));
    }

    @Test
    void aWrongPasswordIsAuthFailed() {
        assertThatThrownBy(() -> read(new SqlConfig("wrong-password", "SELECT 1", Map.of(), 10, Duration.ofSeconds(5))))
                .isInstanceOfSatisfying(ConnectorException.class, e -> {
                    assertThat(e.code()).isEqualTo(FailureCode.AUTH_FAILED);
                    assertThat(e.getMessage()).doesNotContain("not-the-password");
                });
    }

    @Test
    void theConnectionIsReadOnly() throws SQLException {
        assertThatThrownBy(() -> read(config("DELETE FROM order_details RETURNING *", Map.of(), 10)))
                .isInstanceOfSatisfying(
                        ConnectorException.class,
                        e -> assertThat(e.code()).isEqualTo(FailureCode.SOURCE_SCHEMA_INVALID));
        assertThat(count("SELECT count(*) FROM order_details")).isEqualTo(2_155);
    }

    @Test
    void configurationMistakesAreNamed() {
        assertThatThrownBy(() -> read(new SqlConfig("nope", "SELECT 1", Map.of(), 10, Duration.ofSeconds(5))))
                .isInstanceOfSatisfying(ConnectorException.class, e -> {
                    assertThat(e.code()).isEqualTo(FailureCode.SOURCE_SCHEMA_INVALID);
                    assertThat(e.getMessage()).contains("no datasource named 'nope'");
                });
        assertThatThrownBy(() -> read(config("SELECT * FROM orders WHERE ship_country = :country", Map.of(), 10)))
                .hasMessageContaining(":country");
        assertThatThrownBy(() -> read(config("SELECT * FROM no_such_table", Map.of(), 10)))
                .isInstanceOfSatisfying(
                        ConnectorException.class,
                        e -> assertThat(e.code()).isEqualTo(FailureCode.SOURCE_SCHEMA_INVALID));
    }

    @Test
    void readsTheJsonConfiguration() {
        Map<String, Object> json = new HashMap<>(Map.of(
                "datasource",
                "northwind",
                "query",
                "SELECT product_name FROM products WHERE category_id = :category",
                "parameters",
                Map.of("category", 1),
                "maxRows",
                50,
                "timeout",
                "PT10S"));

        try (RowStream rows = source.open(json)) {
            List<Row> read = new ArrayList<>();
            rows.forEachRemaining(read::add);
            assertThat(read).hasSize(12);
        }
    }

    private List<Row> read(SqlConfig config) {
        try (RowStream stream = source.open(config)) {
            List<Row> rows = new ArrayList<>();
            stream.forEachRemaining(rows::add);
            return rows;
        }
    }

    private static SqlConfig config(String query, Map<String, Object> parameters, int maxRows) {
        return new SqlConfig("northwind", query, parameters, maxRows, Duration.ofSeconds(10));
    }

    static long count(String query) throws SQLException {
        try (Connection connection = Northwind.admin().getConnection();
                Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery(query)) {
            result.next();
            return result.getLong(1);
        }
    }
}
