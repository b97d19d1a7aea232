package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetup;
import com.sun.net.httpserver.HttpServer;
import jakarta.mail.BodyPart;
import jakarta.mail.Multipart;
import jakarta.mail.internet.MimeMessage;
import java.io.File;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.mnemos.api.notify.WebhookSignature;
import org.mnemos.it.support.Http;
import org.mnemos.it.support.TestEnvironment;
import org.mnemos.it.support.Tokens;
import org.mnemos.it.support.Workspaces;

/**
 * Subscriptions and threshold alerts against a real SMTP server (GreenMail, in this JVM, on the port the server
 * mails to) and a local webhook receiver: a subscription mailed after a refresh with its KPI values and its PDF (the
 * text PDFBox reads holds them) and a working unsubscribe link, an alert that notifies once when it fires and once when it resolves, and a delivery that fails
 * while the mail server is down, retried and shown on the subscription.
 */
@ExtendWith(ArquillianExtension.class)
class NotificationsIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** The credential the test server defines (deploy/pom.xml: MNEMOS_CREDENTIALS_DEMO_*), the SMTP password. */
    private static final String SECRET = "demo-token-9f8e7d6c5b4a";

    private static final String SPEC = "{\"specVersion\":1,\"title\":\"Regional sales\",\"kpis\":[{\"id\":\"sales\","
            + "\"title\":\"Total sales\",\"field\":\"sales\",\"aggregate\":\"sum\",\"format\":{\"type\":\"number\","
            + "\"decimals\":0}}],\"charts\":[],\"tables\":[],\"layout\":{\"rows\":[[\"sales\"]]},"
            + "\"formatRules\":{\"categoryColours\":[],\"thresholds\":[],\"decimals\":[]}}";
    private static final Pattern UNSUBSCRIBE = Pattern.compile("/api/unsubscribe/([A-Za-z0-9_-]{43})");

    @ArquillianResource
    URL base;

    @TempDir
    Path temp;

    private GreenMail smtp;
    private HttpServer receiver;
    private final List<byte[]> hooks = new CopyOnWriteArrayList<>();
    private final List<String> signatures = new CopyOnWriteArrayList<>();
    private Http owner;
    private Http steward;
    private Http viewer;
    private String sourcePath;
    private String artifact;

    @Deployment(testable = false)
    static WebArchive deployment() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, new File(System.getProperty("mnemos.war")));
    }

    @BeforeEach
    void aPublishedDashboardAMailServerAndAReceiver() throws Exception {
        smtp = new GreenMail(new ServerSetup(
                Integer.parseInt(System.getProperty(TestEnvironment.SMTP_PORT)),
                "127.0.0.1",
                ServerSetup.PROTOCOL_SMTP));
        smtp.setUser("mnemos", SECRET);
        smtp.start();
        receiver = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        receiver.createContext("/hooks", exchange -> {
            byte[] body = exchange.getRequestBody().readAllBytes();
            String timestamp = exchange.getRequestHeaders().getFirst(WebhookSignature.TIMESTAMP);
            signatures.add(exchange.getRequestHeaders().getFirst(WebhookSignature.SIGNATURE) + " "
                    + WebhookSignature.sign(SECRET, Long.parseLong(timestamp), body));
            hooks.add(body);
            exchange.sendResponseHeaders(204, -1);
            exchange.close();
        });
        receiver.start();

        owner = new Http(Http.root(base)).withToken(Tokens.mint("olga", "acme"));
        steward = new Http(Http.root(base)).withToken(Tokens.mint("stan", "acme"));
        viewer = new Http(Http.root(base)).withToken(Tokens.mint("vivi", "acme"));
        String workspace = Workspaces.create(owner, "notify-" + UUID.randomUUID());
        Workspaces.addMember(owner, workspace, "stan", "STEWARD");
        Workspaces.addMember(owner, workspace, "vivi", "VIEWER");
        String source = Workspaces.profiledCsv(steward, workspace, "sales", sales(10, 20));
        sourcePath = "api/workspaces/" + workspace + "/data-sources/" + source + "/file";
        String artifacts = "api/workspaces/" + workspace + "/artifacts";
        String id = owner.post(artifacts, "{\"name\":\"Regional sales\",\"dataSourceId\":\"" + source + "\"}")
                .json()
                .at("/artifact/id")
                .asText();
        artifact = artifacts + "/" + id;
        Http.Reply draft = owner.put(
                artifact + "/draft",
                JSON.createObjectNode().put("content", SPEC).toString());
        assertThat(draft.status()).as(draft.body()).isEqualTo(200);
        assertThat(owner.post(artifact + "/publish", "").status()).isEqualTo(201);
    }

    @AfterEach
    void stop() {
        smtp.stop();
        receiver.stop(0);
    }

    @Test
    void aViewerSubscribedAfterEveryRefreshGetsTheKpisAndUnsubscribesWithoutSigningIn() throws Exception {
        Http.Reply subscribed = viewer.post(
                artifact + "/subscriptions", "{\"recipients\":[\"Vivi@Example.com\"],\"afterRefresh\":true}");
        assertThat(subscribed.status()).as(subscribed.body()).isEqualTo(201);
        assertThat(subscribed.json().get("deliveryStatus").asText()).isEqualTo("PENDING");
        assertThat(viewer.post(
                                artifact + "/subscriptions",
                                "{\"recipients\":[\"a@example.com\",\"b@example.com\"],\"afterRefresh\":true}")
                        .json()
                        .at("/errors/0/pointer")
                        .asText())
                .isEqualTo("/recipients");

        refresh();

        assertThat(smtp.waitForIncomingEmail(60_000, 1))
                .as("the subscription's mail arrived")
                .isTrue();
        MimeMessage mail = smtp.getReceivedMessages()[0];
        assertThat(mail.getAllRecipients()[0].toString()).isEqualTo("vivi@example.com");
        assertThat(mail.getSubject()).startsWith("Regional sales — Refreshed ").endsWith(", 2 rows");
        assertThat(mail.getHeader("List-Unsubscribe")[0]).matches("<http.*/api/unsubscribe/[A-Za-z0-9_-]{43}>");
        Multipart alternative = (Multipart)
                ((Multipart) ((Multipart) mail.getContent()).getBodyPart(0).getContent())
                        .getBodyPart(0)
                        .getContent();
        assertThat((String) alternative.getBodyPart(0).getContent()).contains("Total sales: 30");
        BodyPart html = alternative.getBodyPart(1);
        assertThat((String) html.getContent()).contains("<td style=\"font-size:1.4em\">30</td>");
        BodyPart pdf = ((Multipart) mail.getContent()).getBodyPart(1);
        assertThat(pdf.getContentType()).startsWith("application/pdf");
        assertThat(pdf.getFileName()).endsWith(".pdf");
        try (PDDocument document = Loader.loadPDF(pdf.getInputStream().readAllBytes())) {
            assertThat(new PDFTextStripper().getText(document)).contains("Total sales", "30");
        }
        JsonNode delivered = awaitSubscription(
                subscribed.json().get("id").asText(),
                s -> s.get("deliveryStatus").asText().equals("SENT"));
        assertThat(delivered.get("attempts").asInt()).isEqualTo(1);

        Matcher link = UNSUBSCRIBE.matcher((String) alternative.getBodyPart(0).getContent());
        assertThat(link.find()).isTrue();
        Http anonymous = new Http(Http.root(base));
        Http.Reply page = anonymous.get("api/unsubscribe/" + link.group(1));
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.body()).contains("<button type=\"submit\">Unsubscribe</button>");
        assertThat(anonymous
                        .post("api/unsubscribe/" + link.group(1), "application/x-www-form-urlencoded", "")
                        .status())
                .isEqualTo(200);
        Http.Reply again = anonymous.post("api/unsubscribe/" + link.group(1), "application/x-www-form-urlencoded", "");
        assertThat(again.status()).isEqualTo(404);
        assertThat(Workspaces.parse(again.body()).get("code").asText()).isEqualTo("UNSUBSCRIBE_LINK_NOT_FOUND");
        assertThat(viewer.get(artifact + "/subscriptions").json()).isEmpty();
    }

    @Test
    void anAlertTellsOnceWhenItFiresAndOnceWhenItResolves() throws Exception {
        String hook = "http://127.0.0.1:" + receiver.getAddress().getPort() + "/hooks/alerts";
        assertThat(steward.post(
                                artifact + "/alerts",
                                "{\"kpi\":\"sales\",\"condition\":\"ABOVE\",\"threshold\":\"lots\","
                                        + "\"recipients\":[\"ops@example.com\"]}")
                        .json()
                        .at("/errors/0/pointer")
                        .asText())
                .isEqualTo("/threshold");
        assertThat(steward.post(
                                artifact + "/alerts",
                                "{\"kpi\":\"profit\",\"condition\":\"ABOVE\",\"threshold\":1,"
                                        + "\"recipients\":[\"ops@example.com\"]}")
                        .json()
                        .at("/errors/0/pointer")
                        .asText())
                .isEqualTo("/kpi");
        assertThat(viewer.post(artifact + "/alerts", "{\"kpi\":\"sales\",\"condition\":\"ABOVE\",\"threshold\":1}")
                        .status())
                .isEqualTo(403);
        Http.Reply defined = steward.post(
                artifact + "/alerts",
                "{\"kpi\":\"sales\",\"condition\":\"ABOVE\",\"threshold\":100,\"recipients\":[\"ops@example.com\"],"
                        + "\"webhookUrl\":\"" + hook + "\",\"webhookSecretRef\":\"demo\"}");
        assertThat(defined.status()).as(defined.body()).isEqualTo(201);
        String alert = defined.json().get("id").asText();

        awaitEvaluated(alert, refresh());
        assertThat(events()).isEmpty();

        upload(sales(100, 50));
        awaitEvaluated(alert, refresh());
        assertThat(smtp.waitForIncomingEmail(60_000, 1)).isTrue();
        JsonNode fired = events().get(0);
        assertThat(fired.get("state").asText()).isEqualTo("FIRING");
        assertThat(fired.get("value").decimalValue()).isEqualByComparingTo("150");
        assertThat(fired.get("previousValue").decimalValue()).isEqualByComparingTo("30");
        assertThat(smtp.getReceivedMessages()[0].getSubject())
                .isEqualTo("Firing: Regional sales — KPI sales above 100");

        awaitEvaluated(alert, refresh());
        assertThat(events()).hasSize(1);

        upload(sales(10, 20));
        awaitEvaluated(alert, refresh());
        assertThat(smtp.waitForIncomingEmail(60_000, 2)).isTrue();
        assertThat(events()).extracting(e -> e.get("state").asText()).containsExactly("RESOLVED", "FIRING");
        assertThat(smtp.getReceivedMessages()).hasSize(2);
        assertThat(smtp.getReceivedMessages()[1].getSubject()).startsWith("Resolved: ");
        assertThat(hooks).hasSize(2);
        assertThat(signatures).allSatisfy(pair -> assertThat(pair.split(" ")[0]).isEqualTo(pair.split(" ")[1]));
        JsonNode firing = Workspaces.parse(new String(hooks.get(0), StandardCharsets.UTF_8));
        assertThat(firing.get("event").asText()).isEqualTo("alert.firing");
        assertThat(firing.get("value").decimalValue()).isEqualByComparingTo("150");
        assertThat(Workspaces.parse(new String(hooks.get(1), StandardCharsets.UTF_8))
                        .get("event")
                        .asText())
                .isEqualTo("alert.resolved");
        assertThat(events().get(1).get("webhook").asText()).startsWith("Delivered");
    }

    @Test
    void aDeliveryWhileTheMailServerIsDownIsRetriedAndItsFailureShown() throws Exception {
        String id = steward.post(
                        artifact + "/subscriptions",
                        "{\"recipients\":[\"team@example.com\"],\"cron\":\"0 7 * * 1\",\"zone\":\"Europe/Berlin\","
                                + "\"afterRefresh\":true}")
                .json()
                .get("id")
                .asText();
        smtp.stop();

        refresh();

        JsonNode failed =
                awaitSubscription(id, s -> s.get("deliveryStatus").asText().equals("FAILED"));
        assertThat(failed.get("attempts").asInt()).isEqualTo(3);
        assertThat(failed.get("lastError").asText()).contains("did not take the mail");
        assertThat(failed.get("recipients")).hasSize(1);
        assertThat(viewer.get(artifact + "/subscriptions/" + id).status()).isEqualTo(404);
    }

    private Path sales(int north, int south) throws Exception {
        Path csv = Files.createTempFile(temp, "sales", ".csv");
        Files.writeString(csv, "region,sales\nnorth," + north + "\nsouth," + south + "\n");
        return csv;
    }

    private void upload(Path csv) {
        assertThat(steward.put(sourcePath, "text/csv", csv).status()).isEqualTo(200);
    }

    private String refresh() {
        Http.Reply refreshed = steward.post(artifact + "/refreshes", "{}");
        assertThat(refreshed.status()).as(refreshed.body()).isEqualTo(201);
        assertThat(refreshed.json().get("status").asText()).isEqualTo("SUCCEEDED");
        return refreshed.json().get("refreshId").asText();
    }

    private JsonNode events() {
        return steward.get(artifact + "/alert-events").json();
    }

    private void awaitEvaluated(String alert, String refreshId) throws InterruptedException {
        await(
                () -> steward.get(artifact + "/alerts").json().get(0),
                a -> a.get("id").asText().equals(alert)
                        && refreshId.equals(a.path("lastRefreshId").asText()));
    }

    private JsonNode awaitSubscription(String id, Predicate<JsonNode> done) throws InterruptedException {
        return await(() -> steward.get(artifact + "/subscriptions/" + id).json(), done);
    }

    /** Polls until the condition holds (a run on the server's executor), failing with the last answer after 60 s. */
    private static JsonNode await(java.util.function.Supplier<JsonNode> read, Predicate<JsonNode> done)
            throws InterruptedException {
        JsonNode last = null;
        for (int i = 0; i < 600; i++) {
            last = read.get();
            if (done.test(last)) {
                return last;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("not reached; last answer " + last);
    }
}
