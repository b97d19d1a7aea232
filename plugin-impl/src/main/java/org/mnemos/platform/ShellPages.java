package org.mnemos.platform;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The application's own addresses ({@code /dashboards/{id}}, {@code /workspaces/{ws}/memory}, …) answer with the
 * single-page shell ({@code index.html}), so a bookmark or a reload opens the view it names. The shell's
 * {@code <base href="/">} becomes the deployment's context path: the same page works at {@code /} and under
 * {@code /mnemos/}. Every other address (the API, {@code /mcp}, {@code /openapi}, the widgets, static files)
 * passes untouched, and an unknown one stays a 404. Each answer carries the page's Content-Security-Policy with a
 * nonce of its own ({@link ShellPolicy}).
 */
@WebFilter(urlPatterns = "/*", asyncSupported = true)
public class ShellPages extends HttpFilter {

    static final String SHELL = "/index.html";
    private static final String BASE = "<base href=\"/\">";
    private static final Pattern ROUTES = Pattern.compile("/(|index\\.html|dashboards|dashboards/[^/]+"
            + "|dashboards/[^/]+/versions/[0-9]+|workspaces/[^/]+/(memory|data-sources)|schedules|admin|developers)");
    private static final Set<String> READS = Set.of("GET", "HEAD");

    private volatile String template;

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        String path = request.getRequestURI().substring(request.getContextPath().length());
        if (!READS.contains(request.getMethod()) || !isShellAddress(path)) {
            chain.doFilter(request, response);
            return;
        }
        String nonce = ShellPolicy.nonce();
        byte[] page = page(template(), request.getContextPath(), nonce).getBytes(StandardCharsets.UTF_8);
        response.setContentType("text/html;charset=UTF-8");
        response.setHeader("Cache-Control", "no-cache");
        response.setHeader("Content-Security-Policy", ShellPolicy.of(nonce));
        response.setContentLength(page.length);
        if (request.getMethod().equals("GET")) response.getOutputStream().write(page);
    }

    /** Whether path (inside the deployment) is one of the shell's views. */
    static boolean isShellAddress(String path) {
        return ROUTES.matcher(path).matches();
    }

    /**
     * The shell with its base at contextPath ({@code ""} for the root deployment) and its scripts carrying the
     * response's nonce, where the viewer reads it ({@link ShellPolicy}).
     */
    static String page(String shell, String contextPath, String nonce) {
        return shell.replace(BASE, "<base href=\"" + contextPath + "/\">")
                .replace("<script ", "<script nonce=\"" + nonce + "\" ");
    }

    private String template() {
        String shell = template;
        if (shell == null) {
            try (InputStream in = getServletContext().getResourceAsStream(SHELL)) {
                if (in == null) throw new IllegalStateException(SHELL + " is not in the deployment");
                shell = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            template = shell;
        }
        return shell;
    }
}
