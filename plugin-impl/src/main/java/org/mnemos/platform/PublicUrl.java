package org.mnemos.platform;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Initialized;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.servlet.http.HttpServletRequest;
import java.net.URI;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.logging.Logger;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The address clients reach the server at, for every absolute URL it writes (a render page's script source, the
 * integration packages' base URL, the agents' OpenAPI servers, the MCP resource metadata and its
 * {@code WWW-Authenticate}). The {@code Host} header is the caller's to choose, so it is used only in dev mode: set
 * {@code mnemos.public.url} ({@code MNEMOS_PUBLIC_URL}) to the origin a proxy or DNS name gives the server; without
 * it, outside dev mode, the address and port the connection was accepted on are used.
 */
@ApplicationScoped
public class PublicUrl {

    private static final Logger LOG = Logger.getLogger(PublicUrl.class.getName());

    @Inject
    @ConfigProperty(name = "mnemos.public.url")
    Optional<String> configured;

    @Inject
    @ConfigProperty(name = "mnemos.dev-mode", defaultValue = "false")
    boolean devMode;

    private String origin;

    public PublicUrl() {}

    PublicUrl(Optional<String> configured, boolean devMode) {
        this.configured = configured;
        this.devMode = devMode;
    }

    /** A malformed setting stops the deployment at start-up, with its reason in the log, not at the first page. */
    void check(@Observes @Initialized(ApplicationScoped.class) Object started) {
        if (origin() == null && !devMode) {
            LOG.info("mnemos.public.url is not set: absolute URLs name the address and port each connection arrives"
                    + " at. Behind a reverse proxy, set MNEMOS_PUBLIC_URL to the address clients use.");
        }
    }

    /** scheme://host[:port] the client reaches the server at. */
    public String origin(HttpServletRequest request) {
        return origin(
                () -> URI.create(request.getRequestURL().toString()),
                request.getScheme(),
                request.getLocalAddr(),
                request.getLocalPort());
    }

    /**
     * @param requested the URL the request names (its authority is the Host header), read in dev mode only
     * @param localAddress the address the connection was accepted on, an IP literal
     */
    String origin(Supplier<URI> requested, String scheme, String localAddress, int localPort) {
        String set = origin();
        if (set != null) {
            return set;
        }
        if (devMode) {
            URI url = requested.get();
            return url.getScheme() + "://" + url.getRawAuthority();
        }
        return scheme + "://" + hostLiteral(localAddress) + ":" + localPort;
    }

    /** The REST API's root, {@code …/api}, without a trailing slash. */
    public String api(HttpServletRequest request) {
        return origin(request) + request.getContextPath() + "/" + MnemosApplication.PATH;
    }

    private String origin() {
        if (origin == null && configured.isPresent() && !configured.get().isBlank()) {
            origin = parsed(configured.get().strip());
        }
        return origin;
    }

    private static String parsed(String setting) {
        String trimmed = setting.endsWith("/") ? setting.substring(0, setting.length() - 1) : setting;
        URI url;
        try {
            url = URI.create(trimmed);
        } catch (IllegalArgumentException e) {
            throw refused(setting, "it is not a URL");
        }
        String scheme = url.getScheme() == null ? "" : url.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https") || url.getHost() == null) {
            throw refused(setting, "it needs http:// or https:// and a host");
        }
        if (url.getRawUserInfo() != null
                || !url.getRawPath().isEmpty()
                || url.getRawQuery() != null
                || url.getRawFragment() != null) {
            throw refused(setting, "it is an origin only, without user, path, query or fragment");
        }
        return scheme + "://" + url.getRawAuthority().toLowerCase(Locale.ROOT);
    }

    private static IllegalStateException refused(String setting, String why) {
        return new IllegalStateException("mnemos.public.url (MNEMOS_PUBLIC_URL) '" + setting + "' cannot be used: "
                + why + ", e.g. https://mnemos.example.com or http://10.0.0.5:8080.");
    }

    /** An IPv6 address in brackets and without its zone, as a URL writes it. */
    private static String hostLiteral(String address) {
        if (!address.contains(":")) {
            return address;
        }
        int zone = address.indexOf('%');
        return "[" + (zone < 0 ? address : address.substring(0, zone)) + "]";
    }
}
