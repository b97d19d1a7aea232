package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.net.InetAddress;
import java.net.URI;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.UUID;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.mnemos.it.support.Http;
import org.mnemos.it.support.RawHttp;
import org.mnemos.it.support.Tokens;
import org.mnemos.it.support.Workspaces;

/**
 * The absolute URLs the server writes name where the server is, never what a caller put in its Host header (issue
 * 29): the IT server has no {@code mnemos.public.url} and dev mode is off, so they name the address and port the
 * connection was accepted on.
 */
@ExtendWith(ArquillianExtension.class)
class PublicAddressIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String FORGED = "evil.example:666";

    @ArquillianResource
    URL base;

    @Deployment(testable = false)
    static WebArchive deployment() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, new File(System.getProperty("mnemos.war")));
    }

    @Test
    void aForgedHostHeaderNamesNoAbsoluteUrl() throws Exception {
        RawHttp forged = new RawHttp(Http.root(base)).claimingHost(FORGED);
        String server = serverOrigin();

        RawHttp.Answer mcp = forged.send(
                "POST",
                "mcp",
                null,
                "application/json",
                "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}".getBytes());
        JsonNode metadata = json(forged.send("GET", ".well-known/oauth-protected-resource/mcp", null, null, null));
        JsonNode packages = json(forged.send("GET", "api/integrations", null, null, null));
        JsonNode tools = json(forged.send("GET", "api/openapi/nodes.json", null, null, null));

        assertThat(mcp.status()).isEqualTo(401);
        assertThat(mcp.header("WWW-Authenticate"))
                .isEqualTo("Bearer resource_metadata=\"" + server + "/.well-known/oauth-protected-resource/mcp\"");
        assertThat(metadata.get("resource").asText()).isEqualTo(server + "/mcp");
        assertThat(packages.findValuesAsText("href"))
                .isNotEmpty()
                .allSatisfy(href -> assertThat(href).startsWith(server + "/api/integrations/"));
        assertThat(tools.at("/servers/0/url").asText()).isEqualTo(server + "/api");
        for (String answer :
                new String[] {mcp.header("WWW-Authenticate"), metadata.toString(), packages.toString(), tools.toString()
                }) {
            assertThat(answer).doesNotContain("evil.example");
        }
    }

    @Test
    void aCreatedEntrysLocationNamesTheServerNotTheForgedHost() throws Exception {
        String token = Tokens.mint("olga", "t-" + UUID.randomUUID());
        Http owner = new Http(Http.root(base)).withToken(token);
        String ws = Workspaces.create(owner, "public-address");
        String first = remember(owner, ws, "The Antwerp depot closes at 17:00");
        String second = remember(owner, ws, "The Antwerp depot needs a booking for trucks");

        RawHttp.Answer created = new RawHttp(Http.root(base))
                .claimingHost(FORGED)
                .send(
                        "POST",
                        "api/workspaces/" + ws + "/memories/consolidations",
                        token,
                        "application/json",
                        ("{\"ids\": [\"" + first + "\", \"" + second + "\"]}").getBytes(StandardCharsets.UTF_8));

        assertThat(created.status()).as(created.body()).isEqualTo(201);
        assertThat(created.header("Location"))
                .startsWith(serverOrigin() + "/api/workspaces/" + ws + "/memories/")
                .endsWith(JSON.readTree(created.body()).get("id").asText());
    }

    private static String remember(Http owner, String ws, String content) {
        return Workspaces.remember(owner, ws, null, Workspaces.input().put("content", content));
    }

    /** Where the test's connection arrives: the address the deployment's host name resolves to, and its port. */
    private String serverOrigin() throws Exception {
        URI root = Http.root(base);
        String address = InetAddress.getByName(root.getHost()).getHostAddress();
        return root.getScheme() + "://" + (address.contains(":") ? "[" + address + "]" : address) + ":"
                + root.getPort();
    }

    private static JsonNode json(RawHttp.Answer answer) throws Exception {
        assertThat(answer.status()).as(answer.body()).isEqualTo(200);
        return JSON.readTree(answer.body());
    }
}
