package org.mnemos.platform;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.MappingMatch;
import java.io.IOException;
import java.util.Set;
import org.mnemos.api.error.ErrorCode;

/**
 * Methods nothing here answers are refused as a problem document, 405 {@code METHOD_NOT_ALLOWED}:
 * <ul>
 *   <li>TRACE everywhere. The HTTP listener lets it through ({@code trace-enabled}, set by the launcher's
 *       post-boot commands) only because its own refusal is an empty 405 written before any application code
 *       runs; no servlet ever answers it, so no request (and no Authorization header) is echoed back.
 *   <li>For the static files (the default servlet), any method but the ones it knows: it answers the others
 *       (PATCH, WebDAV's, made-up ones) with an HTML 501, and a POST with the file as if it were a GET.
 *       JAX-RS and the other servlets answer every method themselves.
 * </ul>
 */
@WebFilter(urlPatterns = "/*", asyncSupported = true)
public class MethodRefusal extends HttpFilter {

    private static final String SERVED = "GET, HEAD, POST, PUT, DELETE, OPTIONS";
    /** PUT and DELETE reach the servlet, which refuses them (403, its files are read-only). */
    private static final Set<String> STATIC_FILE_METHODS = Set.of("GET", "HEAD", "OPTIONS", "PUT", "DELETE");

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        String method = request.getMethod();
        MappingMatch target = request.getHttpServletMapping().getMappingMatch();
        boolean staticFiles = target == MappingMatch.DEFAULT || target == MappingMatch.CONTEXT_ROOT;
        if (!method.equals("TRACE") && (!staticFiles || STATIC_FILE_METHODS.contains(method))) {
            chain.doFilter(request, response);
            return;
        }
        ServletProblems.send(
                response, Problem.of(ErrorCode.METHOD_NOT_ALLOWED, "This address does not accept that method."));
        response.setHeader("Allow", SERVED);
    }
}
