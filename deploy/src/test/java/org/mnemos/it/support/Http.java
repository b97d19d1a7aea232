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
import java.time.Duration;

/** A small JSON client over java.net.http for end-to-end tests against a running Mnemos. */
public final class Http {

    private static final ObjectMapper JSON = new ObjectMapper();
    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final URI base;
    private final String bearer;

    public Http(URI base) {
        this(base, null);
    }

    /** The deployment's base URL with exactly one trailing slash (a page at "//" resolves its relative API paths wrongly). */
    public static URI root(URL base) {
        String url = base.toString();
        return URI.create(url.endsWith("/") ? url : url + "/");
    }

    private Http(URI base, String bearer) {
        this.base = base;
        this.bearer = bearer;
    }

    public Http withToken(String token) {
        return new Http(base, token);
    }

    public Reply get(String path) {
        return send(request(path).GET());
    }

    public Reply post(String path, String jsonBody) {
        return send(request(path).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(jsonBody)));
    }

    public Reply put(String path, String jsonBody) {
        return send(request(path).header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString(jsonBody)));
    }

    public Reply delete(String path) {
        return send(request(path).DELETE());
    }

    private HttpRequest.Builder request(String path) {
        HttpRequest.Builder builder = HttpRequest.newBuilder(base.resolve(path.startsWith("/") ? path.substring(1) : path))
                .timeout(Duration.ofSeconds(60)).header("Accept", "application/json");
        return bearer == null ? builder : builder.header("Authorization", "Bearer " + bearer);
    }

    private Reply send(HttpRequest.Builder builder) {
        try {
            HttpResponse<String> response = client.send(builder.build(), HttpResponse.BodyHandlers.ofString());
            return new Reply(response.statusCode(), response.headers().firstValue("Content-Type").orElse(""),
                    response.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Status, content type and body of a response; {@link #json()} parses the body. */
    public record Reply(int status, String contentType, String body) {

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
