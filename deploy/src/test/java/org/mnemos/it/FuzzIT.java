package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.it.support.Endpoints;
import org.mnemos.it.support.Endpoints.Endpoint;
import org.mnemos.it.support.Http;
import org.mnemos.it.support.MalformedRequests;
import org.mnemos.it.support.MalformedRequests.Malformed;
import org.mnemos.it.support.RawHttp;
import org.mnemos.it.support.SeededWorkspace;
import org.mnemos.it.support.TestEnvironment;
import org.mnemos.it.support.Tokens;

/**
 * Ten thousand malformed requests (a fixed seed, {@link MalformedRequests}) across every API endpoint, sent
 * by the seeded workspace's owner (an administrator for /api/admin): each is answered with a 4xx problem
 * document carrying a code of the catalogue, never a 5xx, and the database holds exactly the rows it held
 * before. A read may answer an odd but harmless query (an unknown parameter) with a 2xx; a write may not.
 */
@ExtendWith(ArquillianExtension.class)
class FuzzIT {

    private static final long SEED = 14;
    private static final int REQUESTS = 10_000;
    private static final int MAX_BODY_BYTES = 1_048_576;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Set<String> CODES =
            Arrays.stream(ErrorCode.values()).map(Enum::name).collect(Collectors.toSet());

    @ArquillianResource
    URL base;

    @Deployment(testable = false)
    static WebArchive deployment() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, new File(System.getProperty("mnemos.war")));
    }

    @Test
    void malformedRequestsAreRefusedWithProblemsAndStoreNothing() throws Exception {
        URI root = Http.root(base);
        SeededWorkspace seed = new SeededWorkspace(root);
        List<Endpoint> endpoints = Endpoints.deployed(base).stream()
                .filter(endpoint ->
                        endpoint.path().startsWith("/api/") || endpoint.path().equals("/"))
                .toList();
        MalformedRequests generator = new MalformedRequests(SEED, endpoints, seed, MAX_BODY_BYTES);
        List<Malformed> requests =
                IntStream.range(0, REQUESTS).mapToObj(i -> generator.next()).toList();
        Map<String, Long> before = rowCounts();
        long logHead = logHead();

        RawHttp http = new RawHttp(root);
        Refusals failures = new Refusals();
        Map<Integer, LongAdder> statuses = new ConcurrentHashMap<>();
        ExecutorService senders = Executors.newFixedThreadPool(4);
        for (Malformed request : requests) {
            senders.execute(() -> {
                String bearer = seed.token(request.path().startsWith("/api/admin") ? "admin" : "owner");
                try {
                    RawHttp.Answer answer = http.send(
                            request.method(),
                            request.path().substring(1),
                            bearer,
                            request.contentType(),
                            request.body());
                    statuses.computeIfAbsent(answer.status(), status -> new LongAdder())
                            .increment();
                    failures.check(request, answer);
                } catch (RuntimeException e) {
                    failures.all.add("no answer for " + request.method() + " " + request.path() + ": " + e);
                }
            });
        }
        senders.shutdown();
        assertThat(senders.awaitTermination(10, TimeUnit.MINUTES)).isTrue();

        System.out.println("fuzz: " + REQUESTS + " requests, seed " + SEED + ", statuses " + new TreeMap<>(statuses));
        assertThat(failures.all).as("answers that are not clean refusals").isEmpty();
        assertThat(rowCounts()).as("rows per table").isEqualTo(before);
        assertThat(appendedToTheLogSince(logHead)).as("index changes logged").isZero();
    }

    /**
     * Issue 29, Low: every value the API keeps in a column of limited length (names, ids, a reason, a schedule's
     * fields, a question, a token's subject and tenant), one character or far over its limit, is a 422 naming the
     * field (401 for a token), never a database error, and nothing is stored.
     */
    @Test
    void overLongValuesAreRefusedByTheirFieldAndStoreNothing() throws Exception {
        URI root = Http.root(base);
        SeededWorkspace seed = new SeededWorkspace(root);
        Http owner = new Http(root).withToken(seed.token("owner"));
        String ws = "api/workspaces/{ws}";
        List<OverLong> cases = List.of(
                new OverLong("POST", "api/workspaces", "{\"name\":\"" + "w".repeat(201) + "\"}", "/name"),
                new OverLong("PUT", ws + "/members/" + "m".repeat(3_000), "{\"role\":\"VIEWER\"}", "/user"),
                new OverLong(
                        "POST",
                        ws + "/data-sources",
                        "{\"name\":\"" + "d".repeat(201) + "\",\"type\":\"CSV\",\"config\":{\"header\":true}}",
                        "/name"),
                new OverLong(
                        "PUT",
                        ws + "/data-sources/{id}",
                        "{\"name\":\"" + "d".repeat(256) + "\",\"type\":\"CSV\",\"config\":{\"header\":true}}",
                        "/name"),
                new OverLong(
                        "POST",
                        ws + "/artifacts",
                        "{\"name\":\"" + "a".repeat(256) + "\",\"dataSourceId\":\"{source}\"}",
                        "/name"),
                new OverLong(
                        "POST",
                        ws + "/artifacts",
                        "{\"name\":\"short\",\"dataSourceId\":\"" + "i".repeat(37) + "\"}",
                        "/dataSourceId"),
                new OverLong(
                        "POST",
                        ws + "/artifacts/{id}/questions",
                        "{\"question\":\"" + "q".repeat(2_001) + "\"}",
                        "/question"),
                new OverLong(
                        "POST",
                        ws + "/artifacts/{id}/draft/generate",
                        "{\"instruction\":\"" + "r".repeat(4_001) + "\"}",
                        "/instruction"),
                new OverLong(
                        "PUT",
                        ws + "/artifacts/{id}/my-binding",
                        "{\"dataSourceId\":\"" + "i".repeat(37) + "\"}",
                        "/dataSourceId"),
                schedule("\"cron\":\"" + "0,".repeat(60) + "0 7 * * 1\",\"zone\":\"UTC\"", "/cron"),
                schedule("\"cron\":\"0 7 * * 1\",\"zone\":\"" + "Z".repeat(65) + "\"", "/zone"),
                schedule(
                        "\"cron\":\"0 7 * * 1\",\"zone\":\"UTC\",\"webhookUrl\":\"https://hooks.example.com/"
                                + "h".repeat(2_000) + "\"",
                        "/webhookUrl"),
                schedule(
                        "\"cron\":\"0 7 * * 1\",\"zone\":\"UTC\",\"webhookSecretRef\":\"" + "s".repeat(101) + "\"",
                        "/webhookSecretRef"),
                new OverLong("DELETE", ws + "/memories/{id}?reason=" + "x".repeat(501), null, "/reason"),
                new OverLong("POST", ws + "/memories/{id}/reject?reason=" + "x".repeat(501), "", "/reason"));
        Map<String, Long> before = rowCounts();
        RawHttp http = new RawHttp(root);
        List<String> wrong = new ArrayList<>();

        for (OverLong value : cases) {
            String path = seed.resolve(value.path());
            RawHttp.Answer answer = http.send(
                    value.method(),
                    path,
                    seed.token("owner"),
                    value.body() == null ? null : "application/json",
                    value.body() == null ? null : seed.resolve(value.body()).getBytes(StandardCharsets.UTF_8));
            JsonNode problem = answer.contentType().startsWith("application/problem+json")
                    ? JSON.readTree(answer.body())
                    : JSON.createObjectNode();
            if (answer.status() != 422
                    || !problem.path("code").asText().equals("INVALID_INPUT")
                    || !problem.at("/errors/0/pointer").asText().equals(value.pointer())) {
                wrong.add(value.method() + " " + value.pointer() + ": " + answer.status() + " " + answer.body());
            }
        }
        for (String token : List.of(
                Tokens.mint("s".repeat(3_000), SeededWorkspace.TENANT), Tokens.mint("olivia", "t".repeat(101)))) {
            Http.Reply refused = new Http(root).withToken(token).post("api/workspaces", "{\"name\":\"long claims\"}");
            if (refused.status() != 401 || !refused.json().get("code").asText().equals("INVALID_TOKEN")) {
                wrong.add("token: " + refused.status() + " " + refused.body());
            }
        }

        assertThat(wrong).as("over-long values not refused by their field").isEmpty();
        assertThat(rowCounts()).as("rows per table").isEqualTo(before);
        assertThat(owner.get(seed.resolve(ws + "/memories/{id}")).status()).isEqualTo(200);
    }

    private static OverLong schedule(String fields, String pointer) {
        return new OverLong("POST", "api/workspaces/{ws}/artifacts/{id}/schedules", "{" + fields + "}", pointer);
    }

    /** One request with a value over its column's length, and the pointer its refusal must name. */
    private record OverLong(String method, String path, String body, String pointer) {}

    /** What is wrong with the answers, one line each. */
    private static final class Refusals {
        final ConcurrentLinkedQueue<String> all = new ConcurrentLinkedQueue<>();

        void check(Malformed request, RawHttp.Answer answer) {
            boolean read = request.method().equals("GET");
            if (answer.status() >= 200 && answer.status() < 300 && read) {
                return;
            }
            String problem = problemCode(answer);
            if (answer.status() < 400 || answer.status() >= 500 || problem == null || !CODES.contains(problem)) {
                all.add(answer.status() + " " + problem + " for " + request.method() + " " + abbreviated(request.path())
                        + " (" + request.flaw() + "): " + abbreviated(answer.body()));
            }
        }

        private static String problemCode(RawHttp.Answer answer) {
            if (!answer.contentType().startsWith("application/problem+json")) {
                return null;
            }
            try {
                JsonNode code = JSON.readTree(answer.body()).get("code");
                return code == null ? null : code.asText();
            } catch (IOException e) {
                return null;
            }
        }

        private static String abbreviated(String text) {
            return text.length() > 160 ? text.substring(0, 160) + "…" : text;
        }
    }

    /** Rows of every table of the application's schema (the batch runtime's tables are idle here). */
    private static Map<String, Long> rowCounts() throws SQLException {
        Map<String, Long> counts = new TreeMap<>();
        try (Connection db = TestEnvironment.open();
                Statement statement = db.createStatement()) {
            List<String> tables = new ArrayList<>();
            try (ResultSet names = statement.executeQuery("SELECT table_name FROM information_schema.tables"
                    + " WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'")) {
                while (names.next()) {
                    tables.add(names.getString(1));
                }
            }
            // The server compacts the index change log by itself: what requests add to it is checked apart.
            tables.remove("index_change");
            for (String table : tables) {
                try (ResultSet count = statement.executeQuery("SELECT count(*) FROM \"" + table + "\"")) {
                    count.next();
                    counts.put(table, count.getLong(1));
                }
            }
        }
        return counts;
    }

    private static long logHead() throws SQLException {
        return single("SELECT COALESCE(MAX(position), 0) FROM index_change");
    }

    private static long appendedToTheLogSince(long head) throws SQLException {
        return single("SELECT count(*) FROM index_change WHERE position > " + head);
    }

    private static long single(String query) throws SQLException {
        try (Connection db = TestEnvironment.open();
                Statement statement = db.createStatement();
                ResultSet result = statement.executeQuery(query)) {
            result.next();
            return result.getLong(1);
        }
    }
}
