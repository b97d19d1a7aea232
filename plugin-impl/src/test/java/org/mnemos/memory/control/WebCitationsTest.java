package org.mnemos.memory.control;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mnemos.api.egress.EgressPolicy;
import org.mnemos.security.control.EgressPolicies;

/** Citation checks against real HTTP servers on the loopback address, which no default policy may reach. */
class WebCitationsTest {

    private HttpServer internal;
    private HttpServer other;
    private final AtomicInteger internalHits = new AtomicInteger();
    private final AtomicInteger otherHits = new AtomicInteger();

    @BeforeEach
    void start() throws IOException {
        internal = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        other = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        other.createContext("/", exchange -> {
            otherHits.incrementAndGet();
            exchange.sendResponseHeaders(200, -1);
            exchange.close();
        });
        internal.createContext("/", exchange -> {
            internalHits.incrementAndGet();
            switch (exchange.getRequestURI().getPath()) {
                case "/gone" -> exchange.sendResponseHeaders(404, -1);
                case "/moved" -> {
                    exchange.getResponseHeaders().add("Location", "http://127.0.0.1:" + port(other) + "/admin");
                    exchange.sendResponseHeaders(302, -1);
                }
                default -> exchange.sendResponseHeaders(200, -1);
            }
            exchange.close();
        });
        internal.start();
        other.start();
    }

    @AfterEach
    void stop() {
        internal.stop(0);
        other.stop(0);
    }

    @Test
    void byDefaultALoopbackCitationIsNeverRequested() {
        WebCitations web = citations(EgressPolicy.publicOnly());

        assertThat(settled(web, url(internal, "/internal-admin"))).isEqualTo(Validation.UNCHECKED);
        assertThat(settled(web, url(internal, "/gone"))).isEqualTo(Validation.UNCHECKED);
        assertThat(internalHits).hasValue(0);
    }

    @Test
    void aPublicLookingNameThatResolvesToLoopbackIsRefused() {
        WebCitations web = citations(
                EgressPolicy.allowing(List.of(), host -> new InetAddress[] {InetAddress.getByName("127.0.0.1")}));

        assertThat(settled(web, "http://wiki.example.com:" + port(internal) + "/page"))
                .isEqualTo(Validation.UNCHECKED);
        assertThat(internalHits).hasValue(0);
    }

    @Test
    void anAllowedHostIsCheckedAndARedirectIsNotFollowed() {
        // Allowed by name only: the redirect's target, 127.0.0.1 on another port, is not.
        WebCitations web = citations(EgressPolicy.allowing(List.of("localhost")));

        assertThat(settled(web, "http://localhost:" + port(internal) + "/page")).isEqualTo(Validation.VALID);
        assertThat(settled(web, "http://localhost:" + port(internal) + "/gone")).isEqualTo(Validation.STALE);
        assertThat(settled(web, "http://localhost:" + port(internal) + "/moved"))
                .isEqualTo(Validation.VALID);
        assertThat(otherHits).hasValue(0);
    }

    @Test
    void theCacheStaysBoundedUnderAHundredThousandDistinctCitations() {
        WebCitations web = citations(EgressPolicy.publicOnly());

        for (int i = 0; i < 100_000; i++) {
            web.check("acme", "http://127.0.0.1:9/page-" + i);
        }

        assertThat(web.cachedVerdicts()).isLessThanOrEqualTo(WebCitations.CACHED_VERDICTS);
    }

    /** The verdict once the asynchronous check is done (a first Recall may answer UNCHECKED meanwhile). */
    private static Validation settled(WebCitations web, String url) {
        for (int attempt = 0; attempt < 100; attempt++) {
            web.check("acme", url);
        }
        return web.check("acme", url);
    }

    private static WebCitations citations(EgressPolicy policy) {
        WebCitations web = new WebCitations();
        web.egress = new EgressPolicies() {
            @Override
            public EgressPolicy of(String tenant) {
                return policy;
            }
        };
        return web;
    }

    private static String url(HttpServer server, String path) {
        return "http://127.0.0.1:" + port(server) + path;
    }

    private static int port(HttpServer server) {
        return server.getAddress().getPort();
    }
}
