package org.mnemos.connector.rest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.InetAddress;
import java.net.URI;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.camel.CamelContext;
import org.apache.camel.ProducerTemplate;
import org.apache.camel.impl.DefaultCamelContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.ConnectorException;
import org.mnemos.api.connector.FailureCode;
import org.mnemos.api.connector.RowStream;
import org.mnemos.api.egress.EgressPolicy;

/** A REST source cannot be pointed at the server's own network: the local server never hears from it. */
class RestEgressTest {

    private static TestApi api;
    private static CamelContext camel;
    private static RestSource source;

    @BeforeAll
    static void start() throws Exception {
        api = new TestApi();
        camel = new DefaultCamelContext();
        ProducerTemplate producer = camel.createProducerTemplate();
        source = new RestSource(RestSourceTest.CREDENTIALS, Duration.ofSeconds(2), () -> producer);
        camel.addRoutes(source.routes().orElseThrow());
        camel.start();
    }

    @AfterAll
    static void stop() {
        camel.stop();
        api.close();
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
