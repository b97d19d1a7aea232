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

    private PoolCommands() {}

    /** Each command as its name followed by its arguments. */
    public static List<List<String>> forConnection(Properties connection) {
        String properties = "url=" + escape(connection.getProperty("url"))
                + ":user=" + escape(connection.getProperty("user"))
                + ":password=" + escape(connection.getProperty("password"));
        return List.of(
                List.of(
                        "create-jdbc-connection-pool",
                        "--datasourceclassname=org.postgresql.ds.PGSimpleDataSource",
                        "--restype=javax.sql.DataSource",
                        "--isconnectvalidatereq=true",
                        "--validationmethod=auto-commit",
                        "--steadypoolsize=2",
                        "--maxpoolsize=32",
                        "--property=" + properties,
                        POOL),
                List.of("create-jdbc-resource", "--connectionpoolid=" + POOL, "jdbc/mnemos"),
                List.of("set", "resources.jdbc-resource.jdbc/__default.pool-name=" + POOL));
    }

    /** The same commands as lines of a post-boot command file. */
    public static String asCommandFile(Properties connection) {
        StringBuilder file = new StringBuilder();
        forConnection(connection)
                .forEach(command -> file.append(String.join(" ", command)).append('\n'));
        return file.toString();
    }

    /** asadmin property lists separate pairs with ':' ; a literal ':' or '\' is escaped. */
    private static String escape(String value) {
        return (value == null ? "" : value).replace("\\", "\\\\").replace(":", "\\:");
    }
}
