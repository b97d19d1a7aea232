package org.mnemos.launcher;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.ServerSocket;
import java.net.SocketException;
import java.net.URI;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;

/**
 * The launcher's settings: environment variables first, then {@code -D} system properties with
 * the same name in MicroProfile Config form ({@code MNEMOS_PORT} = {@code mnemos.port}).
 *
 * @param bind the address the HTTP port listens on: loopback unless {@code MNEMOS_BIND} names another, so that
 *     a default start serves this machine only
 * @param devModeForced {@code MNEMOS_DEV_MODE_FORCE}: the local token issuer may run beside a non-loopback bind
 * @param metrics who may read {@code /metrics} ({@code MNEMOS_METRICS}): {@code public}, {@code token} or {@code off}
 */
record LauncherConfig(
        int port,
        InetAddress bind,
        Path dataDir,
        Optional<Properties> externalDatabase,
        int poolSize,
        boolean devModeForced,
        String metrics) {

    private static final Set<String> METRICS_MODES = Set.of("public", "token", "off");
    /** The application refuses a shorter one too (org.mnemos.platform.MetricsGate). */
    private static final int MIN_METRICS_TOKEN_LENGTH = 16;

    static LauncherConfig load(Map<String, String> env, Properties system) throws LaunchException {
        int port = number(env, system, "MNEMOS_PORT", 8080, 65535);
        InetAddress bind = address(setting(env, system, "MNEMOS_BIND").orElse("127.0.0.1"));
        boolean devModeForced = flag(env, system, "MNEMOS_DEV_MODE_FORCE");
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
        String metrics = metrics(env, system, bind);
        return new LauncherConfig(port, bind, dataDir, external, poolSize, devModeForced, metrics);
    }

    /**
     * {@code MNEMOS_METRICS} when set; otherwise public on loopback (only this machine reaches it), behind
     * {@code MNEMOS_METRICS_TOKEN} when one is set, else off: a bind other machines reach never serves the metrics
     * to anyone without a setting saying so.
     */
    private static String metrics(Map<String, String> env, Properties system, InetAddress bind) throws LaunchException {
        Optional<String> token = setting(env, system, "MNEMOS_METRICS_TOKEN").map(String::trim);
        Optional<String> chosen =
                setting(env, system, "MNEMOS_METRICS").map(text -> text.trim().toLowerCase(Locale.ROOT));
        if (chosen.isPresent() && !METRICS_MODES.contains(chosen.get())) {
            throw new LaunchException("MNEMOS_METRICS must be public, token or off, not '"
                    + setting(env, system, "MNEMOS_METRICS").get() + "'.");
        }
        String mode = chosen.orElse(bind.isLoopbackAddress() ? "public" : token.isPresent() ? "token" : "off");
        if (mode.equals("token") && token.map(String::length).orElse(0) < MIN_METRICS_TOKEN_LENGTH) {
            throw new LaunchException(
                    "MNEMOS_METRICS=token needs MNEMOS_METRICS_TOKEN of at least " + MIN_METRICS_TOKEN_LENGTH
                            + " characters: the token your Prometheus job sends as its bearer_token.");
        }
        return mode;
    }

    /** Where a client on this machine reaches the server: the bound address, or loopback when bound to all. */
    URI localUrl() {
        InetAddress local = bind.isAnyLocalAddress() ? InetAddress.getLoopbackAddress() : bind;
        return URI.create("http://" + host(local) + ":" + port + "/");
    }

    /** The address the console prints: {@code localhost} whenever this machine's browsers can use it. */
    String printedUrl() {
        boolean local = bind.isLoopbackAddress() || bind.isAnyLocalAddress();
        return "http://" + (local ? "localhost" : host(bind)) + ":" + port + "/";
    }

    private static String host(InetAddress address) {
        String literal = address.getHostAddress();
        return literal.contains(":") ? "[" + literal + "]" : literal;
    }

    private static InetAddress address(String text) throws LaunchException {
        try {
            return InetAddress.getByName(text.trim());
        } catch (UnknownHostException e) {
            throw new LaunchException("MNEMOS_BIND must be an address of this machine, such as 127.0.0.1 or 0.0.0.0 "
                    + "(every interface), not '" + text + "'.");
        }
    }

    private static boolean flag(Map<String, String> env, Properties system, String name) throws LaunchException {
        String text = setting(env, system, name).orElse("false").trim();
        if (!text.equalsIgnoreCase("true") && !text.equalsIgnoreCase("false")) {
            throw new LaunchException(name + " must be true or false, not '" + text + "'.");
        }
        return Boolean.parseBoolean(text);
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
        if (!ofThisMachine(bind)) {
            throw new LaunchException(
                    "MNEMOS_BIND is " + bind.getHostAddress() + ", which is not an address of this "
                            + "machine: name one of its interfaces, 127.0.0.1 (this machine only) or 0.0.0.0 (every interface).");
        }
        try (ServerSocket socket = new ServerSocket()) {
            socket.setReuseAddress(true);
            socket.bind(new InetSocketAddress(bind, port));
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

    private static boolean ofThisMachine(InetAddress address) {
        try {
            return address.isAnyLocalAddress()
                    || address.isLoopbackAddress()
                    || NetworkInterface.getByInetAddress(address) != null;
        } catch (SocketException e) {
            return false;
        }
    }
}
