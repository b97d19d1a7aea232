package org.mnemos.connector.rest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.InetAddress;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.apache.camel.CamelContext;
import org.apache.camel.ProducerTemplate;
import org.apache.camel.impl.DefaultCamelContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.ConnectorException;
import org.mnemos.api.connector.Credential;
import org.mnemos.api.connector.CredentialResolver;
import org.mnemos.api.connector.FailureCode;
import org.mnemos.api.connector.Row;
import org.mnemos.api.connector.RowStream;
import org.mnemos.api.egress.EgressPolicy;

class RestSourceTest {

    static final CredentialResolver CREDENTIALS =
            name -> name.equals("api") ? Optional.of(new Credential.BearerToken(TestApi.TOKEN)) : Optional.empty();
    private static TestApi api;
    private static CamelContext camel;
    private static RestSource source;

    /** The connector reads through its own route, so it runs in a started context. */
    @BeforeAll
    static void start() throws Exception {
        api = new TestApi();
        camel = new DefaultCamelContext();
        ProducerTemplate producer = camel.createProducerTemplate();
        source = new RestSource(CREDENTIALS, Duration.ofSeconds(2), () -> producer);
        camel.addRoutes(source.routes().orElseThrow());
        camel.start();
    }

    @AfterAll
    static void stop() {
        camel.stop();
        api.close();
    }

    @Test
    void readsAllPagesByOffset() {
        List<Row> rows = read(config("/items", Map.of("type", "OFFSET", "pageSize", 10)));

        assertThat(rows).hasSize(TestApi.ITEMS);
        assertThat(rows.get(24).number()).isEqualTo(25);
        assertThat(rows.get(24).values()).containsExactly("25", "item 25", "25.50", "{\"w\":24}", null);
        assertThat(api.hits("/items")).isGreaterThanOrEqualTo(3);
    }

    @Test
    void followsNextLinksAndNamesColumnsByFirstSeenKeys() {
        try (RowStream rows = source.open(config("/linked", Map.of("type", "NEXT_LINK", "nextPath", "$.next")))) {
            assertThat(rows.columns()).containsExactly("id", "name", "price", "dims", "note");
            List<Row> all = new ArrayList<>();
            rows.forEachRemaining(all::add);
            assertThat(all).hasSize(TestApi.ITEMS);
            assertThat(all.get(0).values()).containsExactly("1", "item 1", "1.50", "{\"w\":0}", "first");
        }
    }

    @Test
    void postsTheBody() {
        Map<String, Object> config = new HashMap<>(config("/search", null));
        config.put("method", "POST");
        config.put("body", Map.of("region", "north", "amount", 3));

        List<Row> rows = read(config);

        assertThat(rows)
                .singleElement()
                .satisfies(row -> assertThat(row.values()).containsExactlyInAnyOrder("north", "3"));
    }

    @Test
    void sendsTheResolvedCredential() {
        Map<String, Object> config = new HashMap<>(config("/secure", null));
        config.put("credential", "api");

        assertThat(read(config)).hasSize(3);
    }

    @Test
    void failuresHaveStableCodesAndNeverTheSecret() {
        expect(withCredential("/secure", null), FailureCode.AUTH_FAILED);
        expect(withCredential("/secure", "unknown"), FailureCode.AUTH_FAILED);
        Map<String, Object> slow = withCredential("/slow", "api");
        slow.put("timeout", "PT0.5S");
        expect(slow, FailureCode.SOURCE_TIMEOUT);
        expect(withCredential("/down", "api"), FailureCode.SOURCE_UNREACHABLE);
        expect(withCredential("/broken", "api"), FailureCode.MALFORMED_SOURCE_DATA);
        Map<String, Object> wrongPath = withCredential("/secure", "api");
        wrongPath.put("recordPath", "$.nothing");
        expect(wrongPath, FailureCode.SOURCE_SCHEMA_INVALID);
        Map<String, Object> closedPort = withCredential("/secure", "api");
        closedPort.put("url", "http://127.0.0.1:1/items");
        expect(closedPort, FailureCode.SOURCE_UNREACHABLE);
    }

    private void expect(Map<String, Object> config, FailureCode code) {
        assertThatThrownBy(() -> read(config)).isInstanceOfSatisfying(ConnectorException.class, e -> {
            assertThat(e.code()).as(config.get("url").toString()).isEqualTo(code);
            eachCause(e, cause -> assertThat(cause.getMessage() + cause).doesNotContain(TestApi.TOKEN));
        });
    }

    private static void eachCause(Throwable e, Consumer<Throwable> check) {
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            check.accept(cause);
        }
    }

    private Map<String, Object> withCredential(String path, String credential) {
        Map<String, Object> config = new HashMap<>(config(path, null));
        if (credential != null) {
            config.put("credential", credential);
        }
        return config;
    }

    private List<Row> read(Map<String, Object> config) {
        try (RowStream stream = source.open(config)) {
            List<Row> rows = new ArrayList<>();
            stream.forEachRemaining(rows::add);
            return rows;
        }
    }

    static Map<String, Object> config(String path, Map<String, Object> pagination) {
        Map<String, Object> config = new HashMap<>(Map.of("url", api.url(path), "recordPath", "$.items"));
        config.put(EgressPolicy.CONFIG_KEY, TestApi.LOOPBACK_ALLOWED);
        if (pagination != null) {
            config.put("pagination", pagination);
        }
        return config;
    }

    @Test
    void withoutAnAllowListALoopbackSourceIsRefusedBeforeAnyRequest() {
        Map<String, Object> config = new HashMap<>(Map.of("url", api.url("/items"), "recordPath", "$.items"));
        int before = api.hits("/items");

        assertRefused(config, "loopback");
        assertThat(api.hits("/items")).isEqualTo(before);
    }

    @Test
    void aNameThatPassesTheCheckAndThenRebindsToLoopbackIsNeverConnected() {
        AtomicInteger lookups = new AtomicInteger();
        // The DNS-rebinding attack: a public answer for the check, the loopback address for the connection.
        EgressPolicy rebinding =
                EgressPolicy.allowing(List.of(), host -> new InetAddress[] {
                    InetAddress.getByName(lookups.getAndIncrement() == 0 ? "93.184.215.14" : "127.0.0.1")
                });
        int port = URI.create(api.url("/items")).getPort();
        Map<String, Object> config = rebinding.carriedBy(
                Map.of("url", "http://reports.example.com:" + port + "/items", "recordPath", "$.items"));
        int before = api.hits("/items");

        assertRefused(config, "127.0.0.1");
        assertThat(lookups.get()).isGreaterThanOrEqualTo(2);
        assertThat(api.hits("/items")).isEqualTo(before);
    }

    @Test
    void anAllowedLoopbackSourceIsRead() {
        Map<String, Object> config =
                TestApi.LOOPBACK_ALLOWED.carriedBy(Map.of("url", api.url("/items"), "recordPath", "$.items"));

        try (RowStream rows = source.open(config)) {
            assertThat(rows.hasNext()).isTrue();
        }
    }

    private static void assertRefused(Map<String, Object> config, String named) {
        assertThatThrownBy(() -> source.open(config).close()).isInstanceOfSatisfying(ConnectorException.class, e -> {
            assertThat(e.code()).isEqualTo(FailureCode.DESTINATION_NOT_ALLOWED);
            assertThat(e.getMessage()).contains(named);
        });
    }
}
