package org.mnemos.programcheck.control;

import java.util.Optional;
import java.util.Set;

/**
 * The browser APIs a dashboard program may not touch, because they reach the network, run code
 * from strings, read or write state outside the frame, or navigate a window. The served page's
 * sandbox and CSP block most of them anyway; refusing them here tells the author at save time
 * instead of leaving a dashboard that silently fails.
 */
final class ForbiddenApis {

    /** Globals refused when named bare (unless the program declares that name itself) or as a property of a global object. */
    private static final Set<String> GLOBALS = Set.of(
            "fetch",
            "XMLHttpRequest",
            "WebSocket",
            "EventSource",
            "eval",
            "Function",
            "localStorage",
            "sessionStorage",
            "indexedDB",
            "top",
            "parent",
            "opener",
            "open",
            "location",
            "Worker",
            "SharedWorker",
            "importScripts");
    /** Names that stand for the window itself. */
    private static final Set<String> GLOBAL_OBJECTS = Set.of("window", "self", "globalThis", "frames");
    /** Properties refused on any object: nothing else a dashboard uses has these names. */
    private static final Set<String> ANYWHERE = Set.of("sendBeacon", "cookie", "serviceWorker");
    /** Properties refused on {@code document}: its location navigates the frame like {@code window.location}. */
    private static final Set<String> ON_DOCUMENT = Set.of("location", "domain");
    /** Timers run a string argument as code, like {@code eval}. */
    private static final Set<String> TIMERS = Set.of("setTimeout", "setInterval");

    private ForbiddenApis() {}

    static boolean isGlobal(String name) {
        return GLOBALS.contains(name);
    }

    static boolean isGlobalObject(String name) {
        return name != null && GLOBAL_OBJECTS.contains(name);
    }

    /** The API a property access reaches ("window.fetch", "navigator.sendBeacon"), if it is refused. */
    static Optional<String> property(String target, String property) {
        boolean refused = ANYWHERE.contains(property)
                || (isGlobalObject(target) && GLOBALS.contains(property))
                || ("document".equals(target) && ON_DOCUMENT.contains(property));
        return refused ? Optional.of(target == null ? property : target + "." + property) : Optional.empty();
    }

    static boolean runsStrings(String function) {
        return TIMERS.contains(function);
    }
}
