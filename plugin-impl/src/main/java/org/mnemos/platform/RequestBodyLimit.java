package org.mnemos.platform;

import jakarta.inject.Inject;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.regex.Pattern;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.mnemos.api.error.ErrorCode;

/**
 * Refuses a request body over the limit before anything parses it: 413 {@code REQUEST_TOO_LARGE}
 * ({@code mnemos.http.max-body-bytes}). A declared {@code Content-Length} is judged before a byte is
 * read (the container delivers no more than it declares); a body of unknown length (chunked) is read
 * up to one byte past the limit here, so no parser ever holds more. A CSV upload streams to disk and has
 * its own, larger limit ({@code mnemos.upload.max-bytes}, {@code FILE_TOO_LARGE}), which
 * {@code SourceFiles} enforces while it copies; only its declared length is judged here. A workspace import
 * streams line by line under its own limit ({@code mnemos.portability.import.max-bytes}), which the import
 * enforces on the declared length and while it reads, so it passes here untouched.
 */
@WebFilter(urlPatterns = "/*", asyncSupported = true)
public class RequestBodyLimit extends HttpFilter {

    private static final Pattern UPLOAD = Pattern.compile("/api/workspaces/[^/]+/data-sources/[^/]+/file");
    private static final Pattern IMPORT = Pattern.compile("/api/workspaces/[^/]+/import");

    @Inject
    @ConfigProperty(name = "mnemos.http.max-body-bytes")
    int maxBodyBytes;

    @Inject
    @ConfigProperty(name = "mnemos.upload.max-bytes")
    long maxUploadBytes;

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        String path = request.getRequestURI().substring(request.getContextPath().length());
        long declared = request.getContentLengthLong();
        if (IMPORT.matcher(path).matches()) {
            chain.doFilter(request, response);
        } else if (UPLOAD.matcher(path).matches()) {
            if (declared > maxUploadBytes) {
                refuse(response, ErrorCode.FILE_TOO_LARGE, "Uploads are limited to " + maxUploadBytes + " bytes.");
                return;
            }
            chain.doFilter(request, response);
        } else if (declared > maxBodyBytes) {
            refuse(response, ErrorCode.REQUEST_TOO_LARGE, tooLarge());
        } else if (declared < 0 && request.getHeader("Transfer-Encoding") != null) {
            byte[] body = request.getInputStream().readNBytes(maxBodyBytes + 1);
            if (body.length > maxBodyBytes) {
                refuse(response, ErrorCode.REQUEST_TOO_LARGE, tooLarge());
                return;
            }
            chain.doFilter(new BufferedBody(request, body), response);
        } else {
            chain.doFilter(request, response);
        }
    }

    private String tooLarge() {
        return "Request bodies are limited to " + maxBodyBytes + " bytes.";
    }

    /** The rest of an oversized body is not read: the connection closes instead of draining it. */
    private static void refuse(HttpServletResponse response, ErrorCode code, String detail) throws IOException {
        ServletProblems.send(response, Problem.of(code, detail));
        response.setHeader("Connection", "close");
    }
}
