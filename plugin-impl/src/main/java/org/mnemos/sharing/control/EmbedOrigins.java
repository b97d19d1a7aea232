package org.mnemos.sharing.control;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.mnemos.api.node.Violation;

/**
 * The sites a link's page may be framed by, as CSP {@code frame-ancestors} sources: origins only
 * ({@code https://intranet.example.com}, a port allowed), no path, no wildcard, at most {@value #MAX} of them.
 */
final class EmbedOrigins {

    static final String POINTER = "/embedOrigins";
    static final int MAX = 10;

    private EmbedOrigins() {}

    /** The origins as CSP writes them (lower case, no trailing slash), or the violations. */
    static List<String> normalised(List<String> origins, List<Violation> violations) {
        List<String> kept = new ArrayList<>();
        if (origins.size() > MAX) {
            violations.add(new Violation(POINTER, "name at most " + MAX + " origins"));
            return kept;
        }
        for (int i = 0; i < origins.size(); i++) {
            String origin = origin(origins.get(i));
            if (origin == null) {
                violations.add(new Violation(
                        POINTER + "/" + i,
                        "an origin is http(s)://host[:port], without a path, e.g. https://intranet.example.com"));
            } else if (!kept.contains(origin)) {
                kept.add(origin);
            }
        }
        return kept;
    }

    private static String origin(String text) {
        if (text == null || text.length() > 200) {
            return null;
        }
        try {
            URI uri = new URI(text.strip());
            String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
            boolean bare = (uri.getRawPath() == null
                            || uri.getRawPath().isEmpty()
                            || uri.getRawPath().equals("/"))
                    && uri.getRawQuery() == null
                    && uri.getRawFragment() == null
                    && uri.getRawUserInfo() == null;
            if (!(scheme.equals("https") || scheme.equals("http")) || uri.getHost() == null || !bare) {
                return null;
            }
            String port = uri.getPort() < 0 ? "" : ":" + uri.getPort();
            return scheme + "://" + uri.getHost().toLowerCase(Locale.ROOT) + port;
        } catch (URISyntaxException e) {
            return null;
        }
    }
}
