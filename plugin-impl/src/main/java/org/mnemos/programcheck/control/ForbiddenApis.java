package org.mnemos.programcheck.control;

import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The browser APIs a dashboard program may not touch, because they reach the network, run code
 * from strings, read or write state outside the frame, or navigate a window or the frame itself. The served page's
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
            "importScripts",
            // The Navigation API navigates the frame like location; WebRTC and WebTransport reach the
            // network past connect-src; fetchLater is fetch.
            "navigation",
            "RTCPeerConnection",
            "webkitRTCPeerConnection",
            "WebTransport",
            "fetchLater",
            // A synthetic click on an anchor follows it (dispatchEvent(new MouseEvent('click'))).
            "MouseEvent",
            "PointerEvent");
    /** Names that stand for the window itself. */
    private static final Set<String> GLOBAL_OBJECTS = Set.of("window", "self", "globalThis", "frames");
    /**
     * Properties refused on any object: nothing else a dashboard uses has these names. The frame and window
     * handles reach another document's location; worklets load code.
     */
    private static final Set<String> ANYWHERE = Set.of(
            "sendBeacon",
            "cookie",
            "serviceWorker",
            "initMouseEvent",
            "contentWindow",
            "contentDocument",
            "defaultView",
            "audioWorklet",
            "paintWorklet");
    /**
     * Methods refused when called on any object: {@code click()} follows an anchor, {@code submit()} and
     * {@code requestSubmit()} send a form (issue 29). Only calls: {@code out.click = {…}} is a program's own field.
     */
    private static final Set<String> CALLS = Set.of("click", "submit", "requestSubmit");
    /** Names of a document, whose {@code location} navigates the frame like {@code window.location}. */
    private static final Set<String> DOCUMENTS = Set.of("document", "ownerDocument");
    /** Properties refused on a document. */
    private static final Set<String> ON_DOCUMENT = Set.of("location", "domain");
    /**
     * Text that makes a style load a URL ({@code url(} not followed by a fragment or {@code data:}, which a
     * computed value is not) or a meta element navigate ({@code http-equiv="refresh"} written as markup).
     * Possessive, so that a long run of spaces costs linear time.
     */
    private static final Pattern IN_TEXT =
            Pattern.compile("url\\(\\s*+['\"]?+\\s*+(?!#|data:)|@import|http-equiv", Pattern.CASE_INSENSITIVE);
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
                || (target != null && DOCUMENTS.contains(target) && ON_DOCUMENT.contains(property));
        return refused ? Optional.of(target == null ? property : target + "." + property) : Optional.empty();
    }

    /** The API a method call reaches ("link.click"), if it is refused. */
    static Optional<String> call(String target, String method) {
        return CALLS.contains(method) ? Optional.of(target == null ? method : target + "." + method) : Optional.empty();
    }

    /** The style or markup API a string or template text uses to load or navigate ("url(", "http-equiv"), if any. */
    static Optional<String> inText(String text) {
        Matcher found = IN_TEXT.matcher(text);
        if (!found.find()) {
            return Optional.empty();
        }
        String api = found.group().toLowerCase(Locale.ROOT);
        return Optional.of(api.startsWith("url") ? "url(" : api);
    }

    static boolean runsStrings(String function) {
        return TIMERS.contains(function);
    }
}
