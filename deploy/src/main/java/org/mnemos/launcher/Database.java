package org.mnemos.launcher;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The application's PostgreSQL: the embedded one (started here) or an external one (probed).
 * The embedded-PostgreSQL library and the JDBC driver live in the bundle's {@code lib} behind their
 * own class loader, so nothing of theirs leaks into the WAR through the launcher's class path.
 */
final class Database implements AutoCloseable {

    private static final String EMBEDDED_SERVER = "org.mnemos.launcher.db.EmbeddedPostgresServer";
    private static final String PROBE = "org.mnemos.launcher.db.ConnectionProbe";

    private static final Pattern PASSWORD = Pattern.compile("(?i)([?&;]password=)[^&;]*|(//[^/@:]*:)[^/@]*@");

    private final Properties connection;
    private final String description;
    private final AutoCloseable server;
    private final URLClassLoader loader;

    private Database(Properties connection, String description, AutoCloseable server, URLClassLoader loader) {
        this.connection = connection;
        this.description = description;
        this.server = server;
        this.loader = loader;
    }

    /** Starts (or restarts) the embedded PostgreSQL whose data lives under the data directory. */
    @SuppressWarnings("unchecked")
    static Database embedded(Bundle bundle, Path dataDir) throws LaunchException {
        URLClassLoader loader = loaderFor(bundle.libraries());
        try {
            Object server =
                    loader.loadClass(EMBEDDED_SERVER).getConstructor(Path.class).newInstance(dataDir);
            Properties connection = ((Supplier<Properties>) server).get();
            return new Database(
                    connection,
                    "embedded PostgreSQL, data in " + dataDir.resolve("pgdata"),
                    (AutoCloseable) server,
                    loader);
        } catch (ReflectiveOperationException e) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            throw new LaunchException("The embedded PostgreSQL did not start: " + cause.getMessage(), cause);
        } catch (RuntimeException | LinkageError e) {
            throw new LaunchException("The embedded PostgreSQL did not start: " + e, e);
        }
    }

    /** Uses the configured PostgreSQL after checking that it answers with these credentials. */
    @SuppressWarnings("unchecked")
    static Database external(Bundle bundle, Properties connection) throws LaunchException {
        URLClassLoader loader = loaderFor(bundle.libraries());
        String url = withoutPassword(connection.getProperty("url"));
        try {
            ((Consumer<Properties>) loader.loadClass(PROBE).getConstructor().newInstance()).accept(connection);
            return new Database(
                    connection,
                    "external PostgreSQL at " + url + " as " + connection.getProperty("user"),
                    () -> {},
                    loader);
        } catch (ReflectiveOperationException e) {
            throw new LaunchException("The database probe could not run: " + e, e);
        } catch (IllegalStateException e) {
            throw new LaunchException("The database at " + url + " is not usable: " + e.getMessage());
        }
    }

    /** A JDBC URL may carry a password ({@code ?password=…}); what is printed never does. */
    static String withoutPassword(String url) {
        return PASSWORD.matcher(url)
                .replaceAll(match -> match.group(1) != null
                        ? Matcher.quoteReplacement(match.group(1)) + "***"
                        : Matcher.quoteReplacement(match.group(2)) + "***@");
    }

    private static URLClassLoader loaderFor(Path libraries) throws LaunchException {
        if (!Files.isDirectory(libraries)) {
            throw new LaunchException("The database libraries are missing from " + libraries + ": rebuild mnemos.jar "
                    + "with 'mvn -q -DskipTests package'.");
        }
        List<URL> jars = new ArrayList<>();
        try (Stream<Path> files = Files.list(libraries)) {
            for (Path jar :
                    files.filter(f -> f.toString().endsWith(".jar")).sorted().toList()) {
                jars.add(jar.toUri().toURL());
            }
        } catch (IOException e) {
            throw new LaunchException("Cannot read " + libraries + ": " + e.getMessage(), e);
        }
        return new URLClassLoader("mnemos-database", jars.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
    }

    Properties connection() {
        return connection;
    }

    /** For the console: which database, never its password. */
    String description() {
        return description;
    }

    @Override
    public void close() throws Exception {
        try {
            server.close();
        } finally {
            loader.close();
        }
    }
}
