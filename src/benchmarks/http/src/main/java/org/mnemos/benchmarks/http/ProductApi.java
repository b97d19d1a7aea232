package org.mnemos.benchmarks.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;

/** The benchmarks' client of the product's REST API: JSON in and out, the bearer token of the local issuer. */
final class ProductApi {

    static final ObjectMapper JSON = new ObjectMapper();

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final URI base;
    private String token;

    ProductApi(int port) {
        this.base = URI.create("http://localhost:" + port + "/");
    }

    /** Signs in as an administrator of tenant bench through the local issuer of the embedded default. */
    void signIn() throws IOException, InterruptedException {
        token = null;
        token = post("api/dev/token", "{\"sub\":\"bench\",\"tenant\":\"bench\",\"groups\":[\"admin\"]}")
                .get("token")
                .asText();
    }

    URI base() {
        return base;
    }

    String token() {
        return token;
    }

    JsonNode post(String path, String body) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(base.resolve(path))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    /** A CSV data source of {@code workspace} with {@code csv} uploaded as its file; its id. */
    String csvSource(String workspace, String name, Path csv) throws IOException, InterruptedException {
        String source = post(
                        "api/workspaces/" + workspace + "/data-sources",
                        "{\"name\":" + JSON.writeValueAsString(name)
                                + ",\"type\":\"CSV\",\"config\":{\"header\":true,\"onMalformedRow\":\"SKIP\"}}")
                .get("id")
                .asText();
        send(HttpRequest.newBuilder(base.resolve("api/workspaces/" + workspace + "/data-sources/" + source + "/file"))
                .header("Content-Type", "text/csv")
                .PUT(HttpRequest.BodyPublishers.ofFile(csv)));
        return source;
    }

    JsonNode get(String path) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(base.resolve(path)).GET());
    }

    /** Sends with the token; any answer above 2xx stops the benchmark with the problem the product gave. */
    JsonNode send(HttpRequest.Builder request) throws IOException, InterruptedException {
        HttpResponse<String> response = raw(request, HttpResponse.BodyHandlers.ofString());
        return JSON.readTree(response.body());
    }

    <T> HttpResponse<T> raw(HttpRequest.Builder request, HttpResponse.BodyHandler<T> body)
            throws IOException, InterruptedException {
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        HttpResponse<T> response = http.send(request.timeout(Duration.ofMinutes(10)).build(), body);
        if (response.statusCode() >= 300) {
            throw new IllegalStateException(response.statusCode() + " " + response.body());
        }
        return response;
    }
}
