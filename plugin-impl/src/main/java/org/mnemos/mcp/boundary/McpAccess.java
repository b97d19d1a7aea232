package org.mnemos.mcp.boundary;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.mcp.control.OriginPolicy;
import org.mnemos.platform.Json;
import org.mnemos.platform.NoSniff;
import org.mnemos.platform.Problem;
import org.mnemos.platform.PublicUrl;
import org.mnemos.security.control.CurrentCaller;
import org.mnemos.security.control.JwtVerifier;

/**
 * Who may call {@code /mcp}: first the Origin (403 before anything else is said), then the bearer token as the
 * REST API checks it (401 naming the RFC 9728 metadata, so an MCP client can find the issuer). The verified caller
 * goes where {@code CurrentCaller} and the tool handlers find it.
 */
class McpAccess extends HttpFilter {

    private static final String BEARER = "Bearer ";

    private final transient JwtVerifier verifier;
    private final transient OriginPolicy origins;
    private final transient PublicUrl publicUrl;

    McpAccess(JwtVerifier verifier, OriginPolicy origins, PublicUrl publicUrl) {
        this.verifier = verifier;
        this.origins = origins;
        this.publicUrl = publicUrl;
    }

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        if (!origins.allows(request.getHeader("Origin"), ProtectedResourceMetadata.origin(request))) {
            refuse(response, ErrorCode.ORIGIN_NOT_ALLOWED, "This origin may not call /mcp.");
            return;
        }
        String header = request.getHeader("Authorization");
        if (header == null || !header.regionMatches(true, 0, BEARER, 0, BEARER.length())) {
            unauthenticated(request, response, ErrorCode.UNAUTHENTICATED, ErrorCode.UNAUTHENTICATED.hint());
            return;
        }
        try {
            request.setAttribute(
                    CurrentCaller.ATTRIBUTE,
                    verifier.verify(header.substring(BEARER.length()).strip()));
        } catch (JwtVerifier.TokenRejected e) {
            unauthenticated(request, response, ErrorCode.INVALID_TOKEN, e.getMessage());
            return;
        }
        chain.doFilter(request, response);
    }

    private void unauthenticated(
            HttpServletRequest request, HttpServletResponse response, ErrorCode code, String detail)
            throws IOException {
        response.setHeader(
                "WWW-Authenticate",
                "Bearer resource_metadata=\"" + ProtectedResourceMetadata.url(publicUrl, request) + "\"");
        refuse(response, code, detail);
    }

    private static void refuse(HttpServletResponse response, ErrorCode code, String detail) throws IOException {
        // Mapped before the web.xml filters (NoSniff among them), so the refusal marks itself.
        NoSniff.mark(response);
        response.setStatus(code.status());
        response.setContentType(Problem.MEDIA_TYPE + ";charset=UTF-8");
        response.getWriter().write(Json.mapper().writeValueAsString(Problem.of(code, detail)));
    }
}
