package org.mnemos.launcher;

import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * The application's PostgreSQL: the embedded one (started here) or an external one (probed).
 * The embedded-PostgreSQL library and the JDBC driver live in {@code lib/embedded} behind their
 * own class loader, so nothing of theirs leaks into the WAR through the launcher's class path.
 */
final class Database implements AutoCloseable {

    private static final String EMBEDDED_SERVER = "org.mnemos.launcher.db.EmbeddedPostgresServer";
    private static final String PROBE = "org.mnemos.launcher.db.ConnectionProbe";

    private final Properties connection;
    private final AutoCloseable server;
    private final URLClassLoader loader;

    private Database(Properties connection, AutoCloseable server, URLClassLoader loader) {
        this.connection = connection;
        this.server = server;
        this.loader = loader;
    }

    /** Starts (or restarts) the embedded PostgreSQL whose data lives under the data directory. */
    @SuppressWarnings("unchecked")
    static Database embedded(LauncherConfig config) throws LaunchException {
        URLClassLoader loader = loaderFor(config.embeddedLibraries());
        try {
            Object server = loader.loadClass(EMBEDDED_SERVER).getConstructor(Path.class).newInstance(config.dataDir());
            Properties connection = ((Supplier<Properties>) server).get();
            return new Database(connection, (AutoCloseable) server, loader);
        } catch (ReflectiveOperationException e) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            throw new LaunchException("The embedded PostgreSQL did not start: " + cause.getMessage(), cause);
        } catch (RuntimeException | LinkageError e) {
            throw new LaunchException("The embedded PostgreSQL did not start: " + e, e);
        }
    }

    /** Uses the configured PostgreSQL after checking that it answers with these credentials. */
    @SuppressWarnings("unchecked")
    static Database external(LauncherConfig config, Properties connection) throws LaunchException {
        URLClassLoader loader = loaderFor(config.embeddedLibraries());
        try {
            ((Consumer<Properties>) loader.loadClass(PROBE).getConstructor().newInstance()).accept(connection);
            return new Database(connection, () -> { }, loader);
        } catch (ReflectiveOperationException e) {
            throw new LaunchException("The database probe could not run: " + e, e);
        } catch (IllegalStateException e) {
            throw new LaunchException("The database at " + connection.getProperty("url") + " is not usable: "
                    + e.getMessage());
        }
    }

    private static URLClassLoader loaderFor(Path libraries) throws LaunchException {
        if (!Files.isDirectory(libraries)) {
            throw new LaunchException("The database libraries are missing from " + libraries + ": rebuild with "
                    + "'mvn -q -DskipTests package'.");
        }
        List<URL> jars = new ArrayList<>();
        try (Stream<Path> files = Files.list(libraries)) {
            for (Path jar : files.filter(f -> f.toString().endsWith(".jar")).sorted().toList()) {
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

    @Override
    public void close() throws Exception {
        try {
            server.close();
        } finally {
            loader.close();
        }
    }
}
