package org.mnemos.it.support;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/** A small JSON client over java.net.http for end-to-end tests against a running Mnemos. */
public final class Http {

    private static final ObjectMapper JSON = new ObjectMapper();
    /**
     * HTTP/1.1 as curl, browsers and the platforms' clients speak to a plain-text port. Java's default asks to
     * upgrade to HTTP/2 (h2c), which Payara's Grizzly grants, and once an upgraded connection ended half a
     * minute into a GET ("EOF reached while reading") and failed a CI run (operations.md, HTTP clients).
     */
    private static final HttpClient CLIENT = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();

    private final HttpClient client = CLIENT;

    private final URI base;
    private final String bearer;
    private final Map<String, String> headers;

    /** The tests' one Java HTTP client, for requests this class does not shape (uploads, streams, raw bodies). */
    public static HttpClient client() {
        return CLIENT;
    }

    public Http(URI base) {
        this(base, null, Map.of());
    }

    /** The deployment's base URL with exactly one trailing slash (a page at "//" resolves its relative API paths wrongly). */
    public static URI root(URL base) {
        String url = base.toString();
        return URI.create(url.endsWith("/") ? url : url + "/");
    }

    /**
     * The server as seen on the loopback address, e.g. {@code http://localhost:8615}: what a test's data
     * source or citation names when the server should read itself. Tenant acme may reach loopback
     * ({@code mnemos.egress.allow.acme} in arquillian.xml); the deployment's own host name may resolve to
     * an address no policy allows.
     */
    public static String loopback(URL base) {
        return base.getProtocol() + "://localhost:" + base.getPort();
    }

    private Http(URI base, String bearer, Map<String, String> headers) {
        this.base = base;
        this.bearer = bearer;
        this.headers = Map.copyOf(headers);
    }

    public Http withToken(String token) {
        return new Http(base, token, headers);
    }

    /** This client sending one more header on every request, e.g. If-Match. */
    public Http withHeader(String name, String value) {
        Map<String, String> more = new LinkedHashMap<>(headers);
        more.put(name, value);
        return new Http(base, bearer, more);
    }

    public Reply get(String path) {
        return send(request(path).GET());
    }

    public Reply post(String path, String jsonBody) {
        return send(request(path)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(jsonBody)));
    }

    /** POST of a body of another type, e.g. the JSON Lines of a workspace import. */
    public Reply post(String path, String contentType, String body) {
        return send(request(path).header("Content-Type", contentType).POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    public Reply put(String path, String jsonBody) {
        return send(request(path)
                .header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString(jsonBody)));
    }

    public Reply patch(String path, String jsonBody) {
        return send(request(path)
                .header("Content-Type", "application/json")
                .method("PATCH", HttpRequest.BodyPublishers.ofString(jsonBody)));
    }

    /** PUT of a file as the raw body, e.g. a CSV upload. */
    public Reply put(String path, String contentType, Path file) {
        try {
            return send(request(path).header("Content-Type", contentType).PUT(HttpRequest.BodyPublishers.ofFile(file)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A GET asking for {@code accept}, answered in full: status, every header, body. */
    public HttpResponse<String> exchange(String path, String accept) {
        try {
            return client.send(
                    request(path).setHeader("Accept", accept).GET().build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** A GET answered as bytes (a PDF, a picture): status, every header, body. */
    public HttpResponse<byte[]> bytes(String path) {
        try {
            return client.send(
                    request(path).setHeader("Accept", "*/*").GET().build(), HttpResponse.BodyHandlers.ofByteArray());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    public Reply delete(String path) {
        return send(request(path).DELETE());
    }

    private HttpRequest.Builder request(String path) {
        HttpRequest.Builder builder = HttpRequest.newBuilder(
                        base.resolve(path.startsWith("/") ? path.substring(1) : path))
                .timeout(Duration.ofSeconds(60))
                .header("Accept", "application/json");
        headers.forEach(builder::header);
        return bearer == null ? builder : builder.header("Authorization", "Bearer " + bearer);
    }

    private Reply send(HttpRequest.Builder builder) {
        try {
            HttpResponse<String> response = client.send(builder.build(), HttpResponse.BodyHandlers.ofString());
            return new Reply(
                    response.statusCode(),
                    response.headers().firstValue("Content-Type").orElse(""),
                    response.body(),
                    response.headers().firstValue("ETag").orElse(null));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Status, content type, body and ETag (or null) of a response; {@link #json()} parses the body. */
    public record Reply(int status, String contentType, String body, String etag) {

        public JsonNode json() {
            try {
                return JSON.readTree(body);
            } catch (IOException e) {
                throw new IllegalStateException("Not JSON (" + status + "): " + body, e);
            }
        }

        public boolean isProblem() {
            return contentType.startsWith("application/problem+json");
        }
    }
}
