package org.mnemos.launcher;

import java.util.List;
import java.util.Properties;

/**
 * The Payara admin commands that create the application's PostgreSQL pool {@code jdbc/mnemos}
 * and move {@code jdbc/__default} (used by the batch job repository) onto the same database.
 * They run after boot and before deployment.
 */
public final class PoolCommands {

    public static final String POOL = "mnemos-pool";

    /** Connections per instance unless {@code MNEMOS_DB_POOL_SIZE} says otherwise. */
    public static final int DEFAULT_SIZE = 32;

    /**
     * How long a request waits for a free connection before it is answered 503 DATABASE_UNAVAILABLE: a
     * saturated pool refuses instead of queueing requests for the server's default minute.
     */
    static final int MAX_WAIT_MILLIS = 5_000;

    private PoolCommands() {}

    /**
     * Each command as its name followed by its arguments. A dead database must be noticed at once and a
     * restarted one used again without a restart of the server: every connection is checked ({@code
     * SELECT 1}) when it is handed out, and one failed check closes them all, since they all went down
     * with the server; a connection attempt gives up after a few seconds instead of the driver's ten.
     */
    public static List<List<String>> forConnection(Properties connection, int maxSize) {
        String properties = "url=" + escape(connection.getProperty("url"))
                + ":user=" + escape(connection.getProperty("user"))
                + ":password=" + escape(connection.getProperty("password"))
                + ":connectTimeout=3:ApplicationName=mnemos";
        return List.of(
                List.of(
                        "create-jdbc-connection-pool",
                        "--datasourceclassname=org.postgresql.ds.PGSimpleDataSource",
                        "--restype=javax.sql.DataSource",
                        "--isconnectvalidatereq=true",
                        "--validationmethod=custom-validation",
                        "--validationclassname=org.glassfish.api.jdbc.validation.PostgresConnectionValidation",
                        "--failconnection=true",
                        "--maxwait=" + MAX_WAIT_MILLIS,
                        "--steadypoolsize=" + Math.min(2, maxSize),
                        "--maxpoolsize=" + maxSize,
                        "--property=" + properties,
                        POOL),
                List.of("create-jdbc-resource", "--connectionpoolid=" + POOL, "jdbc/mnemos"),
                List.of("set", "resources.jdbc-resource.jdbc/__default.pool-name=" + POOL));
    }

    /** The same commands, for a pool of the default size, as lines of a post-boot command file. */
    public static String asCommandFile(Properties connection) {
        return asCommandFile(forConnection(connection, DEFAULT_SIZE));
    }

    /** Commands as lines of a post-boot command file. */
    static String asCommandFile(List<List<String>> commands) {
        StringBuilder file = new StringBuilder();
        commands.forEach(command -> file.append(String.join(" ", command)).append('\n'));
        return file.toString();
    }

    /** asadmin property lists separate pairs with ':' ; a literal ':' or '\' is escaped. */
    private static String escape(String value) {
        return (value == null ? "" : value).replace("\\", "\\\\").replace(":", "\\:");
    }
}
