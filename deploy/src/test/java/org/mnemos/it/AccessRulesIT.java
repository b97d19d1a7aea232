package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.mnemos.it.support.AccessRules;
import org.mnemos.it.support.AccessRules.Rule;
import org.mnemos.it.support.Endpoints;
import org.mnemos.it.support.Endpoints.Endpoint;
import org.mnemos.it.support.Http;
import org.mnemos.it.support.SeededWorkspace;

/**
 * Every endpoint's access rule, proven: each row of {@code access-rules.csv} is called by each of nine callers
 * against one seeded workspace, and the table must cover exactly the endpoints the deployment serves.
 */
@ExtendWith(ArquillianExtension.class)
class AccessRulesIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    @ArquillianResource
    URL base;

    @Deployment(testable = false)
    static WebArchive deployment() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, new File(System.getProperty("mnemos.war")));
    }

    @Test
    void everyDeployedEndpointHasARowAndEveryRowAnEndpoint() {
        List<Rule> rules = AccessRules.load();
        Set<Endpoint> deployed = Endpoints.deployed(base);

        List<Endpoint> unruled = deployed.stream()
                .filter(endpoint -> AccessRules.of(rules, endpoint).isEmpty())
                .toList();
        List<Rule> stale = rules.stream()
                .filter(rule -> deployed.stream().noneMatch(rule::covers))
                .toList();

        assertThat(unruled).as("endpoints without a row in access-rules.csv").isEmpty();
        assertThat(stale)
                .as("rows of access-rules.csv naming no deployed endpoint")
                .isEmpty();
    }

    @Test
    void eachCallerGetsTheStatusTheTableSays() throws Exception {
        Caller callers = new Caller();
        List<String> wrong = new ArrayList<>();
        Set<Endpoint> deployed = Endpoints.deployed(base);
        // In the table's order, so that a row can count on what the rows above it did (a steward's draft).
        for (Rule rule : AccessRules.load()) {
            for (Endpoint endpoint : deployed.stream().filter(rule::covers).toList()) {
                Map<String, String> observed = new LinkedHashMap<>();
                for (String caller : AccessRules.CALLERS) {
                    Answer answer = callers.call(endpoint, rule, caller);
                    observed.put(caller, answer.status() + (answer.code() == null ? "" : ":" + answer.code()));
                    if (!rule.expects(caller, answer.status(), answer.code())) {
                        wrong.add(endpoint + " as " + caller + ": expected "
                                + rule.expected().get(caller) + ", got " + answer.status() + " " + answer.code());
                    }
                    if (answer.status() >= 400) {
                        assertThat(answer.contentType())
                                .as(endpoint + " as " + caller)
                                .startsWith("application/problem+json");
                    }
                }
                System.out.println("access " + endpoint + " " + observed.values());
            }
        }
        assertThat(wrong).as("answers that differ from access-rules.csv").isEmpty();
    }

    /** What came back: status, content type and the problem's code (or null). */
    record Answer(int status, String contentType, String code) {}

    /** Calls an endpoint as one of the callers against the seeded workspace. */
    private final class Caller {
        private final URI root = Http.root(base);
        private final HttpClient client = Http.client();
        private final AtomicInteger names = new AtomicInteger();
        private final SeededWorkspace seed;

        Caller() throws IOException {
            seed = new SeededWorkspace(root);
        }

        Answer call(Endpoint endpoint, Rule rule, String caller) {
            String path = rule.fresh()
                    ? seed.resolve(
                            endpoint.path(), fresh(endpoint, "/memories/{id}"), fresh(endpoint, "/data-sources/{id}"))
                    : seed.resolve(endpoint.path());
            path += rule.query();
            String body = seed.resolve(rule.body())
                    .replace("{draft}", seed.draftBody())
                    .replace(
                            "{entries}",
                            rule.body().contains("{entries}")
                                    ? "\"" + seed.rememberOne() + "\",\"" + seed.rememberOne() + "\""
                                    : "")
                    .replace("{unique}", "name-" + names.incrementAndGet() + "-" + UUID.randomUUID());
            URI target = Endpoints.SERVER.contains(endpoint.path())
                    ? Endpoints.serverRoot(base).resolve(path.substring(1))
                    : root.resolve(path.substring(1));
            HttpRequest.Builder request = HttpRequest.newBuilder(target)
                    .timeout(Duration.ofSeconds(60))
                    .header("Accept", "*/*");
            if (seed.token(caller) != null) {
                request.header("Authorization", "Bearer " + seed.token(caller));
            }
            if (!body.isEmpty()) {
                request.header("Content-Type", contentType(path));
            }
            if (path.equals("/mcp")) {
                // The streamable HTTP transport answers only a client that takes both JSON and an event stream.
                request.setHeader("Accept", "application/json, text/event-stream");
            }
            request.method(endpoint.method(), HttpRequest.BodyPublishers.ofString(body));
            return send(request.build());
        }

        private static String contentType(String path) {
            if (path.endsWith("/file")) {
                return "text/csv";
            }
            return path.endsWith("/import") ? "application/x-ndjson" : "application/json";
        }

        /** A new entry or source when the path names one, else null (the seeded one then). */
        private String fresh(Endpoint endpoint, String names) {
            if (!endpoint.path().contains(names)) {
                return null;
            }
            return names.startsWith("/memories") ? seed.rememberOne() : seed.freshSource();
        }

        /** Reads at most a few KB: an event stream the caller may open never ends. */
        private Answer send(HttpRequest request) {
            try {
                HttpResponse<InputStream> response = client.send(request, HttpResponse.BodyHandlers.ofInputStream());
                String type = response.headers().firstValue("Content-Type").orElse("");
                try (InputStream body = response.body()) {
                    if (type.startsWith("text/event-stream")) {
                        return new Answer(response.statusCode(), type, null);
                    }
                    String text = new String(body.readNBytes(256 * 1024), StandardCharsets.UTF_8);
                    return new Answer(response.statusCode(), type, type.contains("json") ? codeOf(text) : null);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }

        private static String codeOf(String json) {
            try {
                JsonNode code = JSON.readTree(json).get("code");
                return code == null || !code.isTextual() ? null : code.asText();
            } catch (IOException e) {
                return null;
            }
        }
    }
}
