package org.mnemos.benchmarks.generation;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;

/**
 * The product driven over its REST API as a workflow platform would: a workspace and a profiled CSV source per
 * table, then the Generate Artifact node per request, the caller's draft and its rendered page. Either launched
 * here ({@code java -jar mnemos.jar}, embedded PostgreSQL) or an instance already running ({@code --url}).
 */
final class Product implements AutoCloseable {

    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private final Process process;
    private final URI base;
    private String token;

    /** A profiled CSV source and its workspace. */
    record Source(String workspace, String id) {}

    private Product(Process process, URI base) {
        this.process = process;
        this.base = base;
    }

    static Product launch(Path launcher, Path data) throws Exception {
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        Files.createDirectories(data);
        Path console = data.resolveSibling(data.getFileName() + "-console.log");
        ProcessBuilder builder = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-Xmx1g",
                        "-jar",
                        launcher.toString())
                .redirectErrorStream(true)
                .redirectOutput(console.toFile());
        builder.environment().put("MNEMOS_PORT", String.valueOf(port));
        builder.environment().put("MNEMOS_DATA_DIR", data.toString());
        Product product = new Product(builder.start(), URI.create("http://localhost:" + port + "/"));
        Instant deadline = Instant.now().plus(Duration.ofMinutes(15));
        while (!Files.readString(console).contains("Mnemos is ready at")) {
            if (!product.process.isAlive() || Instant.now().isAfter(deadline)) {
                product.close();
                throw new IllegalStateException("Mnemos did not start:\n" + Files.readString(console));
            }
            Thread.sleep(500);
        }
        return product.signIn();
    }

    static Product at(URI base) throws IOException, InterruptedException {
        return new Product(null, base).signIn();
    }

    private Product signIn() throws IOException, InterruptedException {
        token = post("api/dev/token", "{\"sub\":\"bench\",\"tenant\":\"bench\",\"groups\":[\"admin\"]}")
                .get("token")
                .asText();
        return this;
    }

    /** A workspace named after the table, a CSV source with the file uploaded, and its profile. */
    Source source(String table, Path csv) throws IOException, InterruptedException {
        String workspace = post("api/workspaces", object().put("name", table).toString()).get("id").asText();
        String sources = "api/workspaces/" + workspace + "/data-sources";
        ObjectNode source = object().put("name", table).put("type", "CSV");
        // Northwind's files have rows with a stray comma; the product skips them as a user would ask it to.
        source.putObject("config").put("header", true).put("onMalformedRow", "SKIP");
        String id = post(sources, source.toString()).get("id").asText();
        send(request(sources + "/" + id + "/file")
                .header("Content-Type", "text/csv")
                .PUT(HttpRequest.BodyPublishers.ofFile(csv)));
        post(sources + "/" + id + "/profile", "{}");
        return new Source(workspace, id);
    }

    /** Generate Artifact with the request's words as its instruction; what the draft shows. */
    Dashboard generate(Source source, String instruction) throws IOException, InterruptedException {
        ObjectNode body = object().put("workspace", source.workspace());
        body.putObject("input").put("dataSourceId", source.id()).put("instruction", instruction);
        String artifact = post("api/nodes/generate-artifact/execute", body.toString())
                .at("/output/artifactId")
                .asText();
        String draft = "api/workspaces/" + source.workspace() + "/artifacts/" + artifact + "/draft";
        String spec = send(request(draft).GET()).get("content").asText();
        String page = text(request(draft + "/render").header("Accept", "text/html").GET());
        return Dashboard.of(spec, page);
    }

    private JsonNode post(String path, String json) throws IOException, InterruptedException {
        return send(request(path).header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(json)));
    }

    private JsonNode send(HttpRequest.Builder request) throws IOException, InterruptedException {
        String body = text(request);
        return body.isEmpty() ? Case.JSON.missingNode() : Case.JSON.readTree(body);
    }

    /** Any status above 2xx is an exception carrying the problem the product answered. */
    private String text(HttpRequest.Builder request) throws IOException, InterruptedException {
        HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() >= 300) {
            throw new IOException(response.statusCode() + " " + response.body());
        }
        return response.body();
    }

    private HttpRequest.Builder request(String path) {
        HttpRequest.Builder request = HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofMinutes(5));
        return token == null ? request : request.header("Authorization", "Bearer " + token);
    }

    private static ObjectNode object() {
        return Case.JSON.createObjectNode();
    }

    @Override
    public void close() throws InterruptedException {
        if (process != null) {
            process.destroy();
            process.waitFor();
        }
    }
}
