package org.mnemos.connector.sql;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import javax.sql.DataSource;
import org.mnemos.connector.csv.SampleData;
import org.postgresql.PGConnection;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * A real PostgreSQL 16 with three Northwind tables, started once per test JVM. Connections
 * as the superuser are trusted; the role {@value #READER} must give its password, so a wrong
 * one is refused as on a real server.
 */
public final class Northwind {

    public static final String READER = "reader";
    private static final String PASSWORD = "reader-password";
    private static final Path DATA = SampleData.folder().resolve("northwind");
    private static EmbeddedPostgres postgres;

    private Northwind() {}

    public static synchronized DataSource admin() {
        if (postgres == null) {
            postgres = start();
            Runtime.getRuntime().addShutdownHook(new Thread(Northwind::stop));
        }
        return postgres.getPostgresDatabase();
    }

    /** Datasource names as the server would know them: "northwind" and "wrong-password". */
    public static Function<String, DataSource> dataSources() {
        admin();
        return Map.of("northwind", reader(PASSWORD), "wrong-password", reader("not-the-password"))::get;
    }

    private static DataSource reader(String password) {
        PGSimpleDataSource source = new PGSimpleDataSource();
        source.setServerNames(new String[] {"localhost"});
        source.setPortNumbers(new int[] {postgres.getPort()});
        source.setDatabaseName("postgres");
        source.setUser(READER);
        source.setPassword(password);
        return source;
    }

    private static EmbeddedPostgres start() {
        try {
            Path hba = Files.createTempFile("mnemos-hba", ".conf");
            Files.writeString(hba, """
                    local all all trust
                    host all postgres 127.0.0.1/32 trust
                    host all postgres ::1/128 trust
                    host all all 127.0.0.1/32 scram-sha-256
                    host all all ::1/128 scram-sha-256
                    """);
            EmbeddedPostgres started = EmbeddedPostgres.builder()
                    .setServerConfig("hba_file", hba.toString())
                    .start();
            load(started.getPostgresDatabase());
            return started;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void load(DataSource admin) throws SQLException, IOException {
        try (Connection connection = admin.getConnection();
                Statement statement = connection.createStatement()) {
            statement.execute("""
                    CREATE TABLE orders (order_id int PRIMARY KEY, customer_id text, employee_id int,
                        order_date timestamp, required_date timestamp, shipped_date timestamp, ship_via int,
                        freight numeric(10,2), ship_name text, ship_address text, ship_city text, ship_region text,
                        ship_postal_code text, ship_country text);
                    CREATE TABLE products (product_id int PRIMARY KEY, product_name text, supplier_id int,
                        category_id int, quantity_per_unit text, unit_price numeric(10,2), units_in_stock int,
                        units_on_order int, reorder_level int, discontinued int);
                    CREATE TABLE order_details (order_id int REFERENCES orders, product_id int REFERENCES products,
                        unit_price numeric(10,2), quantity int, discount numeric(4,2));
                    CREATE ROLE reader LOGIN PASSWORD '%s';
                    GRANT SELECT ON ALL TABLES IN SCHEMA public TO reader;
                    """.formatted(PASSWORD));
            copy(connection, "orders", repairedOrders());
            copy(connection, "products", Files.newBufferedReader(DATA.resolve("products.csv"), StandardCharsets.UTF_8));
            copy(
                    connection,
                    "order_details",
                    Files.newBufferedReader(DATA.resolve("order-details.csv"), StandardCharsets.UTF_8));
        }
    }

    /**
     * orders.csv leaves commas in addresses unquoted ("Rua do Paço, 67"): the first eight and
     * the last four fields are certain, the name is the first of the rest, the address the others.
     */
    private static Reader repairedOrders() throws IOException {
        StringBuilder csv = new StringBuilder();
        for (String line : Files.readAllLines(DATA.resolve("orders.csv"), StandardCharsets.UTF_8)) {
            List<String> fields = List.of(line.split(",", -1));
            int n = fields.size();
            List<String> repaired = new ArrayList<>(fields.subList(0, 9));
            repaired.add(String.join(",", fields.subList(9, n - 4)));
            repaired.addAll(fields.subList(n - 4, n));
            csv.append(repaired.stream()
                            .map(f -> f.equals("NULL") ? f : '"' + f + '"')
                            .collect(Collectors.joining(",")))
                    .append('\n');
        }
        return new StringReader(csv.toString());
    }

    private static void copy(Connection connection, String table, Reader source) throws SQLException, IOException {
        try (Reader csv = source) {
            connection
                    .unwrap(PGConnection.class)
                    .getCopyAPI()
                    .copyIn("COPY " + table + " FROM STDIN (FORMAT csv, HEADER true, NULL 'NULL')", csv);
        }
    }

    private static void stop() {
        try {
            postgres.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
