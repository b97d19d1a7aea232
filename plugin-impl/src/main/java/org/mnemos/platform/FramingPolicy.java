package org.mnemos.platform;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/**
 * {@code X-Frame-Options: DENY} on every answer of the application but a share link's page ({@value #SHARED}…),
 * which sets its own {@code frame-ancestors}: no other site may put the application, a signed-in member's view
 * included, in a frame and have it clicked on unseen. Set before anything is written; {@link ServletProblems}
 * sets it again after it resets a response.
 */
@WebFilter(urlPatterns = "/*", asyncSupported = true)
public class FramingPolicy extends HttpFilter {

    static final String HEADER = "X-Frame-Options";
    /** Where share links' pages are served (the sharing capability's servlet). */
    public static final String SHARED = "/s/";

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        if (!request.getRequestURI().startsWith(request.getContextPath() + SHARED)) {
            deny(response);
        }
        chain.doFilter(request, response);
    }

    static void deny(HttpServletResponse response) {
        response.setHeader(HEADER, "DENY");
    }
}
