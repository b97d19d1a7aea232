package org.mnemos.launcher;

import java.net.InetAddress;
import java.util.List;
import java.util.stream.Stream;

/**
 * The Payara admin commands that tune the HTTP listener, run before boot: a listener changed after boot is
 * restarted while the web container attaches to it, and on a busy machine it can stay dead (Payara 6.2025.10
 * logs "GrizzlyProxy is NULL" and never answers). TRACE is let through to the application, which refuses it
 * as a problem document ({@code org.mnemos.platform.MethodRefusal}): the listener's own refusal is an empty
 * 405 body. The listener names neither its product nor its version ({@code Server}, {@code X-Powered-By}): they
 * tell an attacker which advisories to try.
 */
public final class ListenerCommands {

    private ListenerCommands() {}

    private static final String HTTP =
            "configs.config.server-config.network-config.protocols.protocol.http-listener.http.";

    public static List<List<String>> all() {
        return List.of(
                List.of("set", HTTP + "trace-enabled=true"),
                List.of("set", HTTP + "server-header=false"),
                List.of("set", HTTP + "xpowered-by=false"));
    }

    /** {@link #all()} and the address the listener binds (Payara's default is every interface). */
    static List<List<String>> boundTo(InetAddress address) {
        return Stream.concat(
                        all().stream(),
                        Stream.of(List.of(
                                "set",
                                "configs.config.server-config.network-config.network-listeners.network-listener"
                                        + ".http-listener.address=" + address.getHostAddress())))
                .toList();
    }

    public static String asCommandFile() {
        return PoolCommands.asCommandFile(all());
    }
}
