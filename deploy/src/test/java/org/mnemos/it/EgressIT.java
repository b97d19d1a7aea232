package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mnemos.it.support.Workspaces.input;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpServer;
import java.io.File;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.mnemos.it.support.Http;
import org.mnemos.it.support.Tokens;
import org.mnemos.it.support.Workspaces;

/**
 * The server is no request-forgery tool (issue 14, part 1): an "internal" HTTP server on 127.0.0.1 hears
 * nothing from a REST source's test, preview or profile, an MCP-over-HTTP source, or a Recall whose
 * citation names it, for a tenant whose administrator allowed nothing; tenant acme, allowed loopback by the
 * test configuration ({@code mnemos.egress.allow.acme}), reads it.
 */
@ExtendWith(ArquillianExtension.class)
class EgressIT {

    @ArquillianResource
    URL base;

    private HttpServer internal;
    private final AtomicInteger requests = new AtomicInteger();

    @Deployment(testable = false)
    static WebArchive deployment() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, new File(System.getProperty("mnemos.war")));
    }

    private Tenant intruders;

    @BeforeEach
    void internalServer() throws IOException {
        intruders = new Tenant(as("ivan", "intruders"));
        internal = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        internal.createContext("/", exchange -> {
            requests.incrementAndGet();
            byte[] body = "[{\"role\":\"admin\",\"key\":\"AKIA-internal\"}]".getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        internal.start();
    }

    @AfterEach
    void stop() {
        internal.stop(0);
    }

    @Test
    void aRestSourceOnTheServersNetworkIsRefusedWithoutARequest() {
        String source = intruders.source("REST", restConfig("/latest/meta-data/iam"));

        for (Http.Reply reply : new Http.Reply[] {
            intruders.http().post(source + "/test", "{}"),
            intruders.http().get(source + "/preview"),
            intruders.http().post(source + "/profile", "{}")
        }) {
            assertThat(reply.status()).as(reply.body()).isEqualTo(422);
            assertThat(reply.json().get("code").asText()).isEqualTo("DESTINATION_NOT_ALLOWED");
            assertThat(reply.json().get("detail").asText()).contains("127.0.0.1", "loopback");
            assertThat(reply.body()).doesNotContain("AKIA-internal");
        }
        assertThat(requests).hasValue(0);
    }

    @Test
    void anMcpSourceOverHttpOnTheServersNetworkIsRefusedWithoutARequest() {
        String source = intruders.source(
                "MCP",
                "{\"transport\":\"HTTP\",\"url\":\"" + internalUrl("/mcp") + "\",\"tool\":\"x\",\"recordPath\":\"$\"}");

        Http.Reply tested = intruders.http().post(source + "/test", "{}");

        assertThat(tested.status()).as(tested.body()).isEqualTo(422);
        assertThat(tested.json().get("code").asText()).isEqualTo("DESTINATION_NOT_ALLOWED");
        assertThat(requests).hasValue(0);
    }

    @Test
    void recallNeverChecksACitationOnTheServersNetwork() throws Exception {
        ObjectNode entry = input().put("content", "The admin console lists every employee's salary")
                .put("kind", "EPISODIC")
                .put("category", "FACT");
        entry.putObject("source").put("type", "USER_STATEMENT").put("citation", internalUrl("/internal-admin"));
        Workspaces.remember(intruders.http(), intruders.workspace(), null, entry);

        for (int attempt = 0; attempt < 5; attempt++) {
            JsonNode output = Workspaces.execute(
                            intruders.http(),
                            "recall",
                            intruders.workspace(),
                            null,
                            input().put("query", "admin console salary"))
                    .json()
                    .get("output");
            assertThat(output.at("/results/0/validation").asText()).isEqualTo("UNCHECKED");
            Thread.sleep(200);
        }
        assertThat(requests).hasValue(0);
    }

    @Test
    void anAllowedTenantReadsTheSameServer() {
        Tenant acme = new Tenant(as("alice", "acme"));
        String source = acme.source("REST", restConfig("/items"));

        Http.Reply preview = acme.http().get(source + "/preview");

        assertThat(preview.status()).as(preview.body()).isEqualTo(200);
        assertThat(requests.get()).isGreaterThan(0);
    }

    private Http as(String user, String tenant) {
        return new Http(Http.root(base)).withToken(Tokens.mint(user, tenant));
    }

    private String restConfig(String path) {
        return "{\"url\":\"" + internalUrl(path) + "\",\"method\":\"GET\",\"recordPath\":\"$\"}";
    }

    /** A user of a tenant in a workspace of their own (its OWNER), registering data sources. */
    private record Tenant(Http http, String workspace) {

        Tenant(Http http) {
            this(http, Workspaces.create(http, "probe-" + UUID.randomUUID()));
        }

        /** The new source's path. */
        String source(String type, String config) {
            String sources = "api/workspaces/" + workspace + "/data-sources";
            Http.Reply reply = http.post(
                    sources,
                    "{\"name\":\"probe-" + UUID.randomUUID() + "\",\"type\":\"" + type + "\",\"config\":" + config
                            + "}");
            assertThat(reply.status()).as(reply.body()).isEqualTo(201);
            return sources + "/" + reply.json().get("id").asText();
        }
    }

    private String internalUrl(String path) {
        return "http://127.0.0.1:" + internal.getAddress().getPort() + path;
    }
}
