package org.mnemos.connector.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.apache.camel.CamelContext;
import org.apache.camel.ProducerTemplate;
import org.apache.camel.impl.DefaultCamelContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.Credential;
import org.mnemos.api.egress.EgressPolicy;
import org.mnemos.api.notify.WebhookDelivery;
import org.mnemos.connector.route.ConnectorErrorPolicy;
import org.mnemos.connector.route.ConnectorPolicy;

/** The webhook route against a local receiver (the JDK's HTTP server) that verifies what it gets. */
class WebhookRoutesTest {

    private static final String SECRET = "wh-secret-7f3a";
    private static final Instant NOW = Instant.parse("2026-12-07T06:00:05Z");
    private static final EgressPolicy LOOPBACK = EgressPolicy.allowing(List.of("127.0.0.1"));
    private static final byte[] BODY =
            "{\"scheduleId\":\"s1\",\"status\":\"SUCCEEDED\",\"rowCount\":9994}".getBytes(StandardCharsets.UTF_8);

    private final ConcurrentLinkedQueue<Received> received = new ConcurrentLinkedQueue<>();
    private final AtomicInteger busyAnswers = new AtomicInteger();
    private HttpServer receiver;
    private CamelContext camel;
    private CamelWebhooks webhooks;

    record Received(Map<String, List<String>> headers, byte[] body) {
        String header(String name) {
            return headers.entrySet().stream()
                    .filter(entry -> entry.getKey().equalsIgnoreCase(name))
                    .map(entry -> entry.getValue().get(0))
                    .findFirst()
                    .orElse(null);
        }
    }

    @BeforeEach
    void start() throws Exception {
        receiver = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        receiver.createContext("/hook", exchange -> {
            received.add(new Received(
                    exchange.getRequestHeaders(), exchange.getRequestBody().readAllBytes()));
            int status = busyAnswers.getAndDecrement() > 0 ? 503 : 204;
            exchange.sendResponseHeaders(status, -1);
            exchange.close();
        });
        receiver.start();
        ConnectorPolicy quick = new ConnectorPolicy(
                3,
                Duration.ofMillis(10),
                Duration.ofMillis(50),
                10,
                Duration.ofSeconds(30),
                Duration.ofSeconds(2),
                Duration.ofSeconds(5));
        camel = new DefaultCamelContext();
        camel.addRoutes(new ConnectorErrorPolicy(quick));
        camel.addRoutes(new WebhookRoutes(quick));
        camel.start();
        ProducerTemplate producer = camel.createProducerTemplate();
        webhooks = new CamelWebhooks(
                () -> producer,
                name -> name.equals("hook-secret") ? Optional.of(new Credential.BearerToken(SECRET)) : Optional.empty(),
                Clock.fixed(NOW, ZoneOffset.UTC));
    }

    @AfterEach
    void stop() {
        camel.stop();
        receiver.stop(0);
    }

    private URI hook() {
        return URI.create("http://127.0.0.1:" + receiver.getAddress().getPort() + "/hook/T0123/secret-path");
    }

    /** The receiver's check, written apart from WebhookSignature: HMAC-SHA256 over "timestamp.body". */
    private static String expectedSignature(String timestamp, byte[] body) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(SECRET.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        mac.update(timestamp.getBytes(StandardCharsets.UTF_8));
        mac.update((byte) '.');
        StringBuilder hex = new StringBuilder("sha256=");
        for (byte b : mac.doFinal(body)) {
            hex.append(String.format("%02x", b));
        }
        return hex.toString();
    }

    @Test
    void postsTheExactBodySignedWithTheTimestamp() throws Exception {
        WebhookDelivery delivery = webhooks.post(hook(), "hook-secret", BODY, LOOPBACK);

        assertThat(delivery.succeeded()).as(delivery.detail()).isTrue();
        assertThat(delivery.status()).isEqualTo(204);
        assertThat(received).hasSize(1);
        Received hit = received.peek();
        assertThat(hit.body()).isEqualTo(BODY);
        assertThat(hit.header("Mnemos-Timestamp")).isEqualTo(Long.toString(NOW.getEpochSecond()));
        assertThat(hit.header("Mnemos-Signature")).isEqualTo(expectedSignature(hit.header("Mnemos-Timestamp"), BODY));
        assertThat(hit.header("Content-Type")).startsWith("application/json");
        assertThat(String.join(" ", hit.headers().keySet()).toLowerCase()).doesNotContain("camel");
    }

    @Test
    void aBusyReceiverIsRetriedAndTheSameSignedBodyArrivesAgain() throws Exception {
        busyAnswers.set(2);

        WebhookDelivery delivery = webhooks.post(hook(), "hook-secret", BODY, LOOPBACK);

        assertThat(delivery.succeeded()).as(delivery.detail()).isTrue();
        assertThat(received).hasSize(3);
        assertThat(received).allSatisfy(hit -> {
            assertThat(hit.body()).isEqualTo(BODY);
            assertThat(hit.header("Mnemos-Signature"))
                    .isEqualTo(expectedSignature(hit.header("Mnemos-Timestamp"), BODY));
        });
    }

    @Test
    void aReceiverThatStaysBusyIsGivenUpAfterTheRetriesWithoutAnException() {
        busyAnswers.set(100);

        WebhookDelivery delivery = webhooks.post(hook(), "hook-secret", BODY, LOOPBACK);

        assertThat(delivery.failureCode()).isEqualTo("SOURCE_UNREACHABLE");
        assertThat(delivery.status()).isEqualTo(503);
        assertThat(delivery.detail()).contains("503").doesNotContain("secret-path");
        assertThat(received).hasSize(4);
    }

    @Test
    void aRefusedDestinationIsReportedAndNeverContacted() {
        WebhookDelivery delivery = webhooks.post(hook(), "hook-secret", BODY, EgressPolicy.publicOnly());

        assertThat(delivery.failureCode()).isEqualTo("DESTINATION_NOT_ALLOWED");
        assertThat(delivery.detail()).contains("127.0.0.1");
        assertThat(received).isEmpty();
    }

    @Test
    void anUnknownSecretIsReportedAndNothingIsSent() {
        WebhookDelivery delivery = webhooks.post(hook(), "no-such-secret", BODY, LOOPBACK);

        assertThat(delivery.failureCode()).isEqualTo("AUTH_FAILED");
        assertThat(delivery.detail()).contains("no-such-secret");
        assertThat(received).isEmpty();
    }
}
