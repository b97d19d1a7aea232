package org.mnemos.launcher;

import java.util.List;

/**
 * The Payara admin commands that tune the HTTP listener, run before boot: a listener changed after boot is
 * restarted while the web container attaches to it, and on a busy machine it can stay dead (Payara 6.2025.10
 * logs "GrizzlyProxy is NULL" and never answers). TRACE is let through to the application, which refuses it
 * as a problem document ({@code org.mnemos.platform.MethodRefusal}): the listener's own refusal is an empty
 * 405 body.
 */
public final class ListenerCommands {

    private ListenerCommands() {}

    public static List<List<String>> all() {
        return List.of(
                List.of(
                        "set",
                        "configs.config.server-config.network-config.protocols.protocol.http-listener.http.trace-enabled=true"));
    }

    public static String asCommandFile() {
        return PoolCommands.asCommandFile(all());
    }
}
