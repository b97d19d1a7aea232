package org.mnemos.programcheck.control;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Where a URL makes a page load something or go somewhere, in markup ({@code <img src>}) and in script
 * ({@code img.src = …}, {@code setAttribute('src', …)}). A URL a script computes can carry the rows out of
 * the page (issue 29: an anchor's {@code href} set to an outside address with the rows appended, then
 * clicked), so a script may set these only to a literal: the bundled library's, a fragment, or, for an
 * {@code href}, which is a link at most, any.
 */
final class UrlSinks {

    /** Attributes that load or navigate to a URL, lower case as markup and {@code setAttribute} name them. */
    static final Set<String> ATTRIBUTES = Set.of(
            "src",
            "href",
            "action",
            "formaction",
            "data",
            "poster",
            "srcset",
            "background",
            "srcdoc",
            "ping",
            "xlink:href");
    /**
     * The DOM properties of those attributes a script assigns. {@code data} and {@code background} are left
     * out: chart objects and styles use those names for other things ({@code chart.data = …}).
     */
    private static final Set<String> PROPERTIES =
            Set.of("src", "href", "action", "formAction", "poster", "srcset", "srcdoc", "ping");
    /** Refused whatever their value: a whole document in a string, or a refresh that navigates the page. */
    private static final Set<String> ALWAYS_REFUSED = Set.of("srcdoc", "httpEquiv", "http-equiv");

    /** A scheme, or a host without one ({@code //host}, {@code \\host}), after the spaces browsers skip. */
    private static final Pattern ABSOLUTE = Pattern.compile("^[\\x00-\\x20]*+(?:[a-zA-Z][a-zA-Z0-9+.-]*+:|[/\\\\]{2})");

    private UrlSinks() {}

    static boolean isProperty(String name) {
        return PROPERTIES.contains(name) || ALWAYS_REFUSED.contains(name);
    }

    static boolean isAttribute(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        return ATTRIBUTES.contains(lower) || ALWAYS_REFUSED.contains(lower);
    }

    static boolean alwaysRefused(String name) {
        return ALWAYS_REFUSED.contains(name) || ALWAYS_REFUSED.contains(name.toLowerCase(Locale.ROOT));
    }

    /**
     * Whether a literal a script sets points outside the page: absolute ({@code https:}, {@code //host}) and not
     * the bundled library. A relative word is left alone: scripts set {@code action} and {@code src} on their own
     * objects too ({@code chart.action = 'zoom'}), and a literal carries no data.
     */
    static boolean leavesThePage(String url, InjectionContract contract) {
        return ABSOLUTE.matcher(url).find() && !allows(url, contract);
    }

    /** Whether a literal URL may be loaded: blank, a fragment, or the bundled library. */
    static boolean allows(String url, InjectionContract contract) {
        return url.isBlank() || url.startsWith("#") || contract.allowsResource(url);
    }
}
