package org.mnemos.mcp.boundary;

import jakarta.inject.Inject;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.eclipse.microprofile.config.ConfigProvider;
import org.mnemos.platform.Json;
import org.mnemos.platform.PublicUrl;

/**
 * RFC 9728 protected resource metadata of {@code /mcp}, unauthenticated: the resource, the issuer of its tokens
 * ({@code mp.jwt.verify.issuer}) and that the token goes in the Authorization header. Addresses are the server's
 * public ones ({@link PublicUrl}), never the caller's Host header. {@code authorization_servers} holds issuer
 * identifiers, which are URLs a client fetches the issuer's metadata from: an issuer named otherwise (the local
 * issuer's {@code mnemos-dev}) is left out, since a client would fail discovery on it.
 */
@WebServlet(ProtectedResourceMetadata.PATH)
public class ProtectedResourceMetadata extends HttpServlet {

    public static final String PATH = "/.well-known/oauth-protected-resource" + McpEndpoint.PATH;

    @Inject
    transient PublicUrl publicUrl;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Map<String, Object> metadata = new LinkedHashMap<>();
        metadata.put("resource", publicUrl.origin(request) + request.getContextPath() + McpEndpoint.PATH);
        // read per request, not injected: Payara cannot inject a generic config type into a servlet
        authorizationServer(ConfigProvider.getConfig().getOptionalValue("mp.jwt.verify.issuer", String.class))
                .ifPresent(issuer -> metadata.put("authorization_servers", List.of(issuer)));
        metadata.put("bearer_methods_supported", List.of("header"));
        metadata.put("resource_name", "Mnemos");
        response.setContentType("application/json;charset=UTF-8");
        response.getWriter().write(Json.mapper().writeValueAsString(metadata));
    }

    /** The issuer when it is an http(s) URL, as RFC 8414 issuer identifiers are. */
    static Optional<String> authorizationServer(Optional<String> issuer) {
        return issuer.filter(id -> {
            try {
                URI url = new URI(id);
                return ("https".equals(url.getScheme()) || "http".equals(url.getScheme()))
                        && url.getHost() != null
                        && url.getRawQuery() == null
                        && url.getRawFragment() == null;
            } catch (URISyntaxException e) {
                return false;
            }
        });
    }

    /** scheme://host[:port] the request was sent to, by its Host header: only the Origin check compares with it. */
    static String origin(HttpServletRequest request) {
        URI url = URI.create(request.getRequestURL().toString());
        return url.getScheme() + "://" + url.getRawAuthority();
    }

    static String url(PublicUrl publicUrl, HttpServletRequest request) {
        return publicUrl.origin(request) + request.getContextPath() + PATH;
    }
}
