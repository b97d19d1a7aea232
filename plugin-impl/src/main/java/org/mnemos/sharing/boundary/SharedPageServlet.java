package org.mnemos.sharing.boundary;

import jakarta.inject.Inject;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;
import org.mnemos.platform.ProblemException;
import org.mnemos.platform.PublicUrl;
import org.mnemos.platform.ServletProblems;
import org.mnemos.sharing.control.SharedPage;
import org.mnemos.sharing.control.SharedPages;
import org.mnemos.sharing.entity.LinkKey;

/**
 * {@code GET /s/{key}}: the page a share link opens, for anyone holding it, outside {@code /api} and without a
 * bearer token (the key is not one: every {@code /api} call refuses it). Its answer may be framed by the sites
 * the link allows: its {@code frame-ancestors} supersedes, in browsers, the {@code X-Frame-Options: SAMEORIGIN}
 * Payara's listener puts on every answer, which keeps every other page of the application out of other sites'
 * frames.
 */
@WebServlet(urlPatterns = SharedPageServlet.PATTERN)
public class SharedPageServlet extends HttpServlet {

    static final String PATTERN = "/s/*";
    static final String PATH = "/s/";
    /** What {@link LinkKey#random()} makes; anything else opens nothing and is not looked up. */
    private static final Pattern KEY = Pattern.compile("[A-Za-z0-9_-]{43}");

    @Inject
    SharedPages pages;

    @Inject
    PublicUrl publicUrl;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String key = request.getPathInfo() == null ? "" : request.getPathInfo().substring(1);
        try {
            if (!KEY.matcher(key).matches()) {
                throw SharedPages.notFound();
            }
            SharedPage page = pages.open(new LinkKey(key), URI.create(publicUrl.origin(request) + "/"));
            byte[] html = page.html().getBytes(StandardCharsets.UTF_8);
            response.setContentType("text/html;charset=UTF-8");
            response.setHeader("Content-Security-Policy", page.policy());
            // The key is in this page's address: no request the page makes may carry it in a Referer.
            response.setHeader("Referrer-Policy", "no-referrer");
            response.setHeader("Cache-Control", "no-store");
            response.setContentLength(html.length);
            response.getOutputStream().write(html);
        } catch (ProblemException e) {
            ServletProblems.send(response, e.problem());
        }
    }
}
