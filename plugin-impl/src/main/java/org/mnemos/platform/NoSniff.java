package org.mnemos.platform;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/**
 * {@code X-Content-Type-Options: nosniff} on every answer of the application: a browser must take a JSON answer,
 * a CSV or a problem for what its content type says, never run one that happens to look like HTML or script.
 * Set before anything is written; {@link ServletProblems} sets it again after it resets a response. Declared in
 * the WAR's web.xml, not by annotation, so that it is first in every chain.
 */
public class NoSniff extends HttpFilter {

    static final String HEADER = "X-Content-Type-Options";

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        mark(response);
        chain.doFilter(request, response);
    }

    public static void mark(HttpServletResponse response) {
        response.setHeader(HEADER, "nosniff");
    }
}
