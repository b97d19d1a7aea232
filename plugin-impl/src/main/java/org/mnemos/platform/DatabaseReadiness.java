package org.mnemos.platform;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/** Ready when PostgreSQL answers and the schema has been migrated. */
@Readiness
@ApplicationScoped
public class DatabaseReadiness implements HealthCheck {

    private static final String SCHEMA_VERSION =
            "SELECT version FROM flyway_schema_history WHERE success ORDER BY installed_rank DESC LIMIT 1";

    @Inject
    DataSource dataSource;

    @Override
    public HealthCheckResponse call() {
        try (Connection connection = dataSource.getConnection();
                Statement statement = connection.createStatement()) {
            statement.setQueryTimeout(2);
            try (ResultSet rs = statement.executeQuery(SCHEMA_VERSION)) {
                boolean migrated = rs.next();
                return HealthCheckResponse.named("database")
                        .status(migrated)
                        .withData("schemaVersion", migrated ? rs.getString(1) : "none")
                        .build();
            }
        } catch (SQLException | RuntimeException e) {
            // Down, whatever the pool throws while the database is gone (its refusals carry no SQLSTATE): a check that
            // throws, or a null value, fails the whole health answer with a 500.
            String state = e instanceof SQLException sql ? sql.getSQLState() : null;
            return HealthCheckResponse.named("database")
                    .down()
                    .withData("error", state != null ? state : e.getClass().getSimpleName())
                    .build();
        }
    }
}
