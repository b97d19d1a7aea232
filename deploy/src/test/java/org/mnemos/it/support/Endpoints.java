package org.mnemos.it.support;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarInputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * Every endpoint the deployment serves, found rather than listed: the operations of the OpenAPI document,
 * the static files in the WAR (and in the jars it serves {@code META-INF/resources} from), the container
 * problem servlet, and the server's own MicroProfile endpoints. What the access table and the fuzz test
 * walk, so that a new endpoint cannot ship untested.
 */
public final class Endpoints {

    /** The MicroProfile endpoints Payara Micro serves at the server's root, beside the application. */
    public static final List<String> SERVER =
            List.of("/openapi", "/health", "/health/live", "/health/ready", "/health/started", "/metrics");

    /** The scraper's bearer token the tests' server wants for /metrics (MNEMOS_METRICS=token, arquillian.xml). */
    public static final String METRICS_TOKEN = System.getProperty("mnemos.it.metrics.token");

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String RESOURCES = "META-INF/resources/";

    private Endpoints() {}

    /**
     * One endpoint: a method, a path template as the OpenAPI document writes it, its query parameters, and
     * whether it takes a JSON body.
     */
    public record Endpoint(String method, String path, List<String> query, boolean takesJson) {

        Endpoint(String method, String path) {
            this(method, path, List.of(), false);
        }

        @Override
        public String toString() {
            return method + " " + path;
        }
    }

    /** The deployed endpoints, sorted; the static files each as a GET of its path. */
    public static Set<Endpoint> deployed(URL base) {
        Set<Endpoint> endpoints =
                new TreeSet<>((a, b) -> (a.path() + " " + a.method()).compareTo(b.path() + " " + b.method()));
        JsonNode paths = openApi(base).get("paths");
        for (Iterator<Map.Entry<String, JsonNode>> it = paths.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> path = it.next();
            path.getValue().fields().forEachRemaining(operation -> {
                if (Set.of("get", "put", "post", "delete", "patch", "head", "options")
                        .contains(operation.getKey())) {
                    endpoints.add(new Endpoint(
                            operation.getKey().toUpperCase(),
                            path.getKey(),
                            queryOf(operation.getValue()),
                            operation.getValue().at("/requestBody/content").has("application/json")));
                }
            });
        }
        staticFiles().forEach(file -> endpoints.add(new Endpoint("GET", file)));
        endpoints.add(new Endpoint("GET", "/"));
        endpoints.add(new Endpoint("GET", org.mnemos.platform.ContainerProblems.PATH));
        // The MCP transport and its RFC 9728 metadata are servlets, not JAX-RS resources.
        endpoints.add(new Endpoint("POST", "/mcp", List.of(), true));
        endpoints.add(new Endpoint("GET", org.mnemos.mcp.boundary.ProtectedResourceMetadata.PATH));
        // A share link's page is a servlet outside /api.
        endpoints.add(new Endpoint("GET", "/s/{key}"));
        SERVER.forEach(path -> endpoints.add(new Endpoint("GET", path)));
        return endpoints;
    }

    private static List<String> queryOf(JsonNode operation) {
        List<String> names = new ArrayList<>();
        operation.path("parameters").forEach(parameter -> {
            if (parameter.path("in").asText().equals("query")) {
                names.add(parameter.path("name").asText());
            }
        });
        return names;
    }

    /** The server's root (where /openapi and /health are), whatever context the WAR is deployed at. */
    public static URI serverRoot(URL base) {
        return URI.create(base.getProtocol() + "://" + base.getHost() + ":" + base.getPort() + "/");
    }

    private static JsonNode openApi(URL base) {
        HttpRequest request = HttpRequest.newBuilder(serverRoot(base).resolve("openapi"))
                .header("Accept", "application/json")
                .build();
        try {
            return JSON.readTree(Http.client()
                    .send(request, HttpResponse.BodyHandlers.ofString())
                    .body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Files at the WAR's root and under META-INF/resources of its libraries, as absolute paths. */
    static List<String> staticFiles() {
        List<String> files = new ArrayList<>();
        try (ZipFile war = new ZipFile(new File(System.getProperty("mnemos.war")))) {
            for (ZipEntry entry : war.stream().toList()) {
                String name = entry.getName();
                if (entry.isDirectory() || name.startsWith("META-INF/") || name.startsWith("WEB-INF/classes")) {
                    continue;
                }
                if (name.startsWith("WEB-INF/lib/") && name.endsWith(".jar")) {
                    try (InputStream jar = war.getInputStream(entry)) {
                        files.addAll(resourcesIn(jar));
                    }
                } else if (!name.startsWith("WEB-INF/")) {
                    files.add("/" + name);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return files;
    }

    private static List<String> resourcesIn(InputStream jar) throws IOException {
        List<String> files = new ArrayList<>();
        try (JarInputStream entries = new JarInputStream(jar)) {
            for (ZipEntry entry = entries.getNextEntry(); entry != null; entry = entries.getNextEntry()) {
                if (!entry.isDirectory() && entry.getName().startsWith(RESOURCES)) {
                    files.add("/" + entry.getName().substring(RESOURCES.length()));
                }
            }
        }
        return files;
    }
}
