package org.mnemos.launcher;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import java.util.logging.LogManager;

/**
 * Where everything but the launcher's own few lines goes: rotating files in {@code <data dir>/logs}.
 * One logging configuration serves both phases of a start: the launcher applies it before the
 * embedded PostgreSQL (initdb and server output arrive through slf4j-jdk14 as JUL records), and
 * Payara Micro, which resets JUL while it boots, is handed the same file as its logging properties.
 * Payara's own levels are kept; only its console handler is replaced by the rotating file.
 */
final class ServerLog {

    static final String PAYARA_DEFAULTS = "MICRO-INF/domain/logging.properties";
    static final long FILE_LIMIT_BYTES = 10L * 1024 * 1024;
    static final int FILE_COUNT = 5;

    private final Path dir;

    ServerLog(Path dataDir) {
        this.dir = dataDir.resolve("logs");
    }

    /** The file being written now; older ones rotate to {@code mnemos-1.log} … {@code mnemos-4.log}. */
    Path current() {
        return dir.resolve("mnemos-0.log");
    }

    /** The logging properties file Payara Micro is given ({@code --logproperties}). */
    Path properties() {
        return dir.resolve("logging.properties");
    }

    /** Writes the configuration and applies it to this JVM's logging. */
    void install() throws LaunchException {
        try {
            Files.createDirectories(dir);
            Properties settings = settings(payaraDefaults());
            try (OutputStream out = Files.newOutputStream(properties())) {
                settings.store(out, "Written by the Mnemos launcher at every start");
            }
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            settings.store(bytes, null);
            LogManager.getLogManager().readConfiguration(new ByteArrayInputStream(bytes.toByteArray()));
        } catch (IOException e) {
            throw new LaunchException("Cannot write the log files in " + dir + ": " + e.getMessage(), e);
        }
    }

    Properties settings(Properties defaults) {
        Properties settings = new Properties();
        defaults.stringPropertyNames().stream()
                .filter(name ->
                        !name.startsWith("java.util.logging.ConsoleHandler") && !name.contains("ODLLogFormatter"))
                .forEach(name -> settings.setProperty(name, defaults.getProperty(name)));
        settings.setProperty("handlers", "java.util.logging.FileHandler");
        // A '%' in the folder's name would read as a pattern field.
        settings.setProperty(
                "java.util.logging.FileHandler.pattern",
                dir.toString().replace("%", "%%") + File.separator + "mnemos-%g.log");
        settings.setProperty("java.util.logging.FileHandler.limit", String.valueOf(FILE_LIMIT_BYTES));
        settings.setProperty("java.util.logging.FileHandler.count", String.valueOf(FILE_COUNT));
        settings.setProperty("java.util.logging.FileHandler.append", "true");
        settings.setProperty("java.util.logging.FileHandler.level", "ALL");
        settings.setProperty("java.util.logging.FileHandler.encoding", "UTF-8");
        // Payara's console formatter lives in its runtime modules, not loadable before Payara boots.
        settings.setProperty("java.util.logging.FileHandler.formatter", "java.util.logging.SimpleFormatter");
        settings.setProperty("java.util.logging.SimpleFormatter.format", "%1$tF %1$tT.%1$tL %4$s [%3$s] %5$s%6$s%n");
        return settings;
    }

    private static Properties payaraDefaults() throws IOException {
        Properties defaults = new Properties();
        try (InputStream in = ClassLoader.getSystemResourceAsStream(PAYARA_DEFAULTS)) {
            if (in != null) {
                defaults.load(in);
            }
        }
        return defaults;
    }
}
