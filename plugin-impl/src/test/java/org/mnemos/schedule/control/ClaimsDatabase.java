package org.mnemos.schedule.control;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;

/** A real PostgreSQL with the scheduler's claim table, for tests of instances racing for fires. */
public final class ClaimsDatabase implements AutoCloseable {

    private final EmbeddedPostgres postgres;

    private ClaimsDatabase(EmbeddedPostgres postgres) {
        this.postgres = postgres;
    }

    public static ClaimsDatabase start() throws IOException, SQLException {
        ClaimsDatabase database = new ClaimsDatabase(EmbeddedPostgres.builder().start());
        String schema = new String(
                ClaimsDatabase.class
                        .getResourceAsStream("/db/migration/V7__job_schedule.sql")
                        .readAllBytes(),
                StandardCharsets.UTF_8);
        database.execute(schema);
        return database;
    }

    public DataSource dataSource() {
        return postgres.getPostgresDatabase();
    }

    public void execute(String sql) throws SQLException {
        try (Connection connection = dataSource().getConnection();
                Statement statement = connection.createStatement()) {
            statement.execute(sql);
        }
    }

    /** The claims of one instance of a cluster; each claim takes a connection of its own. */
    public FireClaims instance() {
        FireClaims claims = new FireClaims();
        claims.dataSource = dataSource();
        return claims;
    }

    @Override
    public void close() throws IOException {
        postgres.close();
    }
}
