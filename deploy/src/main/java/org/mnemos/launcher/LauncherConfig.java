package org.mnemos.launcher;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

/**
 * The launcher's settings: environment variables first, then {@code -D} system properties with
 * the same name in MicroProfile Config form ({@code MNEMOS_PORT} = {@code mnemos.port}).
 */
record LauncherConfig(int port, Path dataDir, Optional<Properties> externalDatabase, int poolSize) {

    static LauncherConfig load(Map<String, String> env, Properties system) throws LaunchException {
        int port = number(env, system, "MNEMOS_PORT", 8080, 65535);
        int poolSize = number(env, system, "MNEMOS_DB_POOL_SIZE", PoolCommands.DEFAULT_SIZE, 1000);
        Path dataDir = Path.of(setting(env, system, "MNEMOS_DATA_DIR").orElse("mnemos-data"))
                .toAbsolutePath();
        Optional<Properties> external = setting(env, system, "MNEMOS_DB_URL").map(url -> {
            Properties db = new Properties();
            db.setProperty("url", url);
            db.setProperty("user", setting(env, system, "MNEMOS_DB_USER").orElse("mnemos"));
            db.setProperty(
                    "password", setting(env, system, "MNEMOS_DB_PASSWORD").orElse(""));
            return db;
        });
        return new LauncherConfig(port, dataDir, external, poolSize);
    }

    private static int number(Map<String, String> env, Properties system, String name, int fallback, int max)
            throws LaunchException {
        String text = setting(env, system, name).orElse(String.valueOf(fallback));
        int value;
        try {
            value = Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            throw new LaunchException(name + " must be a number, not '" + text + "'.");
        }
        if (value < 1 || value > max) {
            throw new LaunchException(name + " must be between 1 and " + max + ", not " + value + ".");
        }
        return value;
    }

    private static Optional<String> setting(Map<String, String> env, Properties system, String name) {
        String value = env.get(name);
        if (value == null) {
            value = system.getProperty(name.toLowerCase().replace('_', '.'));
        }
        return Optional.ofNullable(value).filter(v -> !v.isBlank());
    }

    /** Fails fast, with the fix in the message, on what would otherwise fail deep inside Payara. */
    void check() throws LaunchException {
        try (ServerSocket socket = new ServerSocket()) {
            socket.setReuseAddress(true);
            socket.bind(new InetSocketAddress(port));
        } catch (IOException e) {
            throw new LaunchException(
                    "Port " + port + " is already in use: stop the other program or set MNEMOS_PORT.");
        }
        try {
            Files.createDirectories(dataDir);
            Path probe = Files.createTempFile(dataDir, ".write-check", "");
            Files.delete(probe);
        } catch (IOException | SecurityException e) {
            throw new LaunchException("The data directory " + dataDir + " is not writable: fix its permissions "
                    + "or set MNEMOS_DATA_DIR.");
        }
    }
}
