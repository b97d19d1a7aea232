package org.mnemos.connector.sql;

import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import javax.sql.DataSource;
import org.mnemos.api.connector.ConnectorException;
import org.mnemos.api.connector.FailureCode;
import org.mnemos.api.connector.RowStream;
import org.mnemos.api.connector.SourceType;
import org.mnemos.connector.route.ConnectorSettings;
import org.mnemos.connector.source.SourceConnector;

/**
 * Opens SQL sources: a parameterized query on a datasource the server knows by name, in a
 * read-only transaction, under a statement timeout and a row cap, streamed with a fetch size.
 * Works with any JDBC database; SQLSTATEs map failures to connector codes.
 * <p>Plain JDBC rather than camel-jdbc or camel-sql: their streamed output ({@code StreamList})
 * yields each row as a map of {@code getObject} values keyed by column label, so two columns
 * with the same label collapse into one, and values reach the profiler rendered by Java instead
 * of by the database (a timestamp gains {@code .0}, a PostgreSQL boolean becomes {@code true}),
 * which would change column types and schema fingerprints; and they end a read by committing,
 * where a read here is a read-only transaction that is rolled back.
 */
@Dependent
public class SqlSource implements SourceConnector {

    private final Function<String, DataSource> dataSources;

    @Inject
    SqlSource(ConnectorSettings settings) {
        this(new NamedDataSources(settings.sqlDataSources()));
    }

    /** @param dataSources the datasource of a name, or null (or an exception) when there is none */
    public SqlSource(Function<String, DataSource> dataSources) {
        this.dataSources = dataSources;
    }

    @Override
    public SourceType type() {
        return SourceType.SQL;
    }

    @Override
    public String sourceKey(Map<String, Object> config) {
        return "sql:" + SqlConfig.from(config).datasource();
    }

    @Override
    public RowStream open(Map<String, Object> config) {
        return open(SqlConfig.from(config));
    }

    /** Executes the query and streams its rows; close the stream to release the connection. */
    public RowStream open(SqlConfig config) {
        NamedQuery query = NamedQuery.parse(config.query());
        DataSource dataSource = dataSource(config.datasource());
        SqlSession session = null;
        try {
            session = new SqlSession(dataSource);
            PreparedStatement statement =
                    session.prepare(query.sql(), config.maxRows(), SqlFailures.seconds(config.timeout()));
            bind(statement, query.names(), config.parameters());
            return new SqlRowStream(session, statement, config);
        } catch (SQLException e) {
            closeQuietly(session);
            throw SqlFailures.of(e, config, 0);
        } catch (RuntimeException e) {
            closeQuietly(session);
            throw e;
        }
    }

    private DataSource dataSource(String name) {
        DataSource dataSource;
        try {
            dataSource = dataSources.apply(name);
        } catch (RuntimeException e) {
            dataSource = null;
        }
        if (dataSource == null) {
            throw new ConnectorException(
                    FailureCode.SOURCE_SCHEMA_INVALID,
                    "There is no datasource named '" + name + "'; ask an administrator for the configured names.");
        }
        return dataSource;
    }

    private static void bind(PreparedStatement statement, List<String> names, Map<String, Object> values)
            throws SQLException {
        for (int i = 0; i < names.size(); i++) {
            String name = names.get(i);
            if (!values.containsKey(name)) {
                throw new ConnectorException(
                        FailureCode.SOURCE_SCHEMA_INVALID,
                        "The query uses :" + name + " but 'parameters' has no value for '" + name + "'.");
            }
            Object value = values.get(name);
            if (value == null) {
                statement.setNull(i + 1, Types.NULL);
            } else {
                statement.setObject(i + 1, value);
            }
        }
    }

    private static void closeQuietly(SqlSession session) {
        if (session != null) {
            session.close();
        }
    }
}
