package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.File;
import java.net.URL;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.UUID;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.mnemos.it.support.Endpoints;
import org.mnemos.it.support.Http;
import org.mnemos.it.support.RawHttp;
import org.mnemos.it.support.Tokens;

/** What the servlet container answers by itself is a problem document with a stable code, not an HTML page. */
@ExtendWith(ArquillianExtension.class)
class ContainerProblemsIT {

    @ArquillianResource
    URL base;

    @Deployment(testable = false)
    static WebArchive deployment() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, new File(System.getProperty("mnemos.war")));
    }

    @Test
    void theContainersOwnRefusalsAreProblems() {
        Http anonymous = new Http(Http.root(base));

        expect(anonymous.delete("/"), 403, "FORBIDDEN");
        expect(anonymous.put("index.html", "{}"), 403, "FORBIDDEN");
        expect(anonymous.get("no-such-page.html"), 404, "NOT_FOUND");
        expect(anonymous.get("mnemos-container-problem"), 404, "NOT_FOUND");
    }

    @Test
    void traceIsRefusedAsAProblemAndEchoesNothing() {
        RawHttp.Answer answer = new RawHttp(Http.root(base)).send("TRACE", "", "secret-token", null, null);

        assertThat(answer.status()).isEqualTo(405);
        assertThat(answer.contentType()).startsWith("application/problem+json");
        assertThat(answer.body()).contains("\"code\":\"METHOD_NOT_ALLOWED\"").doesNotContain("secret-token");
    }

    @Test
    void aMethodTheStaticFilesDoNotKnowIsA405Problem() {
        for (String method : new String[] {"PATCH", "PROPFIND", "BREW"}) {
            RawHttp.Answer answer = new RawHttp(Http.root(base)).send(method, "index.html", null, null, null);

            assertThat(answer.status()).as(method).isEqualTo(405);
            assertThat(answer.contentType()).startsWith("application/problem+json");
            assertThat(answer.body()).contains("\"code\":\"METHOD_NOT_ALLOWED\"");
        }
    }

    @Test
    void noAnswerNamesTheServerAndEveryAnswerOfTheApplicationForbidsSniffing() {
        RawHttp raw = new RawHttp(Http.root(base));
        String token = Tokens.mint("olivia", "acme");
        RawHttp.Answer page = raw.send("GET", "index.html", null, null, null);
        RawHttp.Answer api = raw.send("GET", "api/workspaces", token, null, null);
        RawHttp.Answer problem = raw.send("GET", "api/workspaces/no-such-workspace", token, null, null);
        RawHttp.Answer containerProblem = raw.send("BREW", "index.html", null, null, null);
        RawHttp.Answer mcp = raw.send("BREW", "mcp", token, null, null);

        for (RawHttp.Answer answer : new RawHttp.Answer[] {page, api, problem, containerProblem, mcp}) {
            assertThat(answer.header("X-Content-Type-Options"))
                    .as(answer.headers().toString())
                    .isEqualTo("nosniff");
            assertThat(answer.header("Server")).as(answer.headers().toString()).isNull();
            assertThat(answer.header("X-Powered-By"))
                    .as(answer.headers().toString())
                    .isNull();
        }
        assertThat(mcp.status()).isEqualTo(405);
        assertThat(mcp.contentType()).startsWith("application/problem+json");
        RawHttp.Answer anonymousMcp = raw.send("BREW", "mcp", null, null, null);
        assertThat(anonymousMcp.status()).isEqualTo(401);
        assertThat(anonymousMcp.header("X-Content-Type-Options")).isEqualTo("nosniff");
        // Payara's MicroProfile servlets join the application at the root context: its filters and error pages
        // answer for them, so an unknown method is the 405 problem, not Payara's HTML 501 with its version.
        RawHttp server = new RawHttp(Endpoints.serverRoot(base));
        for (String path : new String[] {"health/ready", "metrics"}) {
            for (String bearer : new String[] {null, Endpoints.METRICS_TOKEN}) {
                for (String method : new String[] {"GET", "BREW", "PATCH"}) {
                    RawHttp.Answer answer = server.send(method, path, bearer, null, null);
                    String what = method + " " + path + (bearer == null ? "" : " with the metrics token");
                    assertThat(answer.header("Server")).as(what).isNull();
                    assertThat(answer.header("X-Powered-By")).as(what).isNull();
                    assertThat(answer.header("X-Content-Type-Options")).as(what).isEqualTo("nosniff");
                    if (answer.status() != 200) {
                        assertThat(answer.body())
                                .as(what)
                                .doesNotContain("Payara")
                                .doesNotContain("6.2025");
                    }
                    if (!method.equals("GET") && (bearer != null || path.startsWith("health"))) {
                        assertThat(answer.status()).as(what).isEqualTo(405);
                        assertThat(answer.contentType()).as(what).startsWith("application/problem+json");
                    }
                }
            }
        }
    }

    @Test
    void aBodyOverTheLimitIsRefusedBeforeItIsParsedWhetherItsLengthIsDeclaredOrNot() throws Exception {
        Http owner = new Http(Http.root(base)).withToken(Tokens.mint("olivia", "acme"));
        String name = "too-large-" + UUID.randomUUID();
        String body = "{\"name\":\"" + name + "\",\"padding\":\"" + "p".repeat(1_048_576) + "\"}";

        expect(owner.post("api/workspaces", body), 413, "REQUEST_TOO_LARGE");
        HttpResponse<String> chunked = Http.client()
                .send(
                        HttpRequest.newBuilder(Http.root(base).resolve("api/workspaces"))
                                .header("Authorization", "Bearer " + Tokens.mint("olivia", "acme"))
                                .header("Content-Type", "application/json")
                                .POST(HttpRequest.BodyPublishers.ofInputStream(
                                        () -> new ByteArrayInputStream(body.getBytes(StandardCharsets.UTF_8))))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
        assertThat(chunked.statusCode()).isEqualTo(413);
        assertThat(chunked.body()).contains("\"code\":\"REQUEST_TOO_LARGE\"");
        assertThat(owner.get("api/workspaces").body()).doesNotContain(name);
    }

    /**
     * Three malformed addresses never reach the application: Payara's connector
     * (org.apache.catalina.connector.CoyoteAdapter.postParseRequest) answers them while it decodes the path,
     * before any filter, servlet or error page exists for the request. Pinned here, documented in security.md.
     */
    @Test
    void aNulATraversalOrABrokenEscapeInThePathIsAnsweredByTheContainerWithNothingProcessed() {
        RawHttp raw = new RawHttp(Http.root(base));

        RawHttp.Answer nul = raw.send("GET", "api/workspaces/a%00b", null, null, null);
        RawHttp.Answer above = raw.send("GET", "..%2F..%2Fetc%2Fpasswd", null, null, null);
        RawHttp.Answer broken = raw.send("GET", "api/workspaces/%ZZ", null, null, null);

        assertThat(nul.status()).isEqualTo(400);
        assertThat(nul.body()).isEmpty();
        assertThat(above.status()).isEqualTo(400);
        assertThat(above.body()).isEmpty();
        assertThat(broken.status()).isEqualTo(200);
        assertThat(broken.body()).isEmpty();
    }

    private static void expect(Http.Reply reply, int status, String code) {
        assertThat(reply.status()).as(reply.body()).isEqualTo(status);
        assertThat(reply.contentType()).startsWith("application/problem+json");
        assertThat(reply.json().get("code").asText()).isEqualTo(code);
        assertThat(reply.body()).doesNotContain("<html", "<!DOCTYPE");
    }
}
