package org.mnemos.mcp.control;

import java.net.URI;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Which browser origins may call {@code /mcp} (DNS rebinding: a page of another site that resolves its own
 * name to this server must not reach it). A request without {@code Origin} (every non-browser MCP client) and a
 * same-origin request are allowed; any other origin only when {@code mnemos.mcp.allowed-origins} names it.
 */
public final class OriginPolicy {

    private final Set<String> allowed;

    public OriginPolicy(List<String> allowedOrigins) {
        this.allowed = allowedOrigins.stream()
                .map(String::strip)
                .filter(origin -> !origin.isEmpty())
                .map(OriginPolicy::normalised)
                .collect(Collectors.toUnmodifiableSet());
    }

    /** {@code origin}: the request's Origin header or null; {@code self}: scheme://host[:port] the request was sent to. */
    public boolean allows(String origin, String self) {
        if (origin == null) {
            return true;
        }
        String normalised = normalised(origin);
        return normalised.equals(normalised(self)) || allowed.contains(normalised);
    }

    /** Lower case, without a trailing slash and without the scheme's default port. */
    private static String normalised(String origin) {
        String lower = origin.strip().toLowerCase(Locale.ROOT);
        String trimmed = lower.endsWith("/") ? lower.substring(0, lower.length() - 1) : lower;
        try {
            URI uri = URI.create(trimmed);
            boolean defaultPort = uri.getPort() == 80 && "http".equals(uri.getScheme())
                    || uri.getPort() == 443 && "https".equals(uri.getScheme());
            return defaultPort ? uri.getScheme() + "://" + uri.getHost() : trimmed;
        } catch (IllegalArgumentException notAnOrigin) {
            return trimmed; // compared as it is: "null" or garbage matches nothing configured sensibly
        }
    }
}
