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
record LauncherConfig(int port, Path dataDir, Optional<Properties> externalDatabase) {

    static LauncherConfig load(Map<String, String> env, Properties system) throws LaunchException {
        String portText = setting(env, system, "MNEMOS_PORT").orElse("8080");
        int port;
        try {
            port = Integer.parseInt(portText.trim());
        } catch (NumberFormatException e) {
            throw new LaunchException("MNEMOS_PORT must be a number, not '" + portText + "'.");
        }
        if (port < 1 || port > 65535) {
            throw new LaunchException("MNEMOS_PORT must be between 1 and 65535, not " + port + ".");
        }
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
        return new LauncherConfig(port, dataDir, external);
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
