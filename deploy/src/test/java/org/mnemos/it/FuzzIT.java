package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.net.URL;
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
