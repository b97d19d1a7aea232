package org.mnemos.connector.mcp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
import org.mnemos.connector.rest.TestApi;

/** MCP sources against real SDK servers: a child JVM over STDIO and Jetty over streamable HTTP. */
class McpSourceTest {

    private static final String TOKEN = "mcp-token-0815";
    private static final String JAVA =
            Path.of(System.getProperty("java.home"), "bin", "java").toString();
    private static final CredentialResolver CREDENTIALS = name -> switch (name) {
        case "mcp" -> Optional.of(new Credential.BearerToken(TOKEN));
        case "stale" -> Optional.of(new Credential.BearerToken("expired-" + TOKEN));
        default -> Optional.empty();
    };
    private static HttpRowsServer http;
    private final McpSource source = new McpSource(CREDENTIALS, JAVA::equals, Duration.ofSeconds(20));

    @BeforeAll
    static void startHttpServer() throws Exception {
        http = new HttpRowsServer(TOKEN);
    }

    @AfterAll
    static void stopHttpServer() throws Exception {
        http.close();
    }

    @Test
    void callsAToolOverStdio() {
        Map<String, Object> config = stdio("orders");
        config.put("arguments", Map.of("country", "France"));

        try (RowStream rows = source.open(config)) {
            assertThat(rows.columns()).containsExactlyInAnyOrder("id", "country", "amount");
            List<Row> all = drain(rows);
            assertThat(all)
                    .hasSize(2)
                    .allSatisfy(row -> assertThat(row.values()).contains("France"));
        }
    }

    @Test
    void readsJsonTextResultsAndResourcesOverStdio() {
        Map<String, Object> text = stdio("orders-as-text");
        text.put("recordPath", "$");
        assertThat(drain(source.open(text))).hasSize(3);

        Map<String, Object> resource = stdio(null);
        resource.put("resource", "data://products");
        resource.put("recordPath", "$.products");
        try (RowStream rows = source.open(resource)) {
            assertThat(rows.columns()).containsExactly("name", "price");
            assertThat(rows.next().values()).containsExactly("Chai", "18.00");
        }
    }

    @Test
    void aServerThatDiesMidCallIsUnreachable() {
        long started = System.nanoTime();

        assertThatThrownBy(() -> source.open(stdio("crash")))
                .isInstanceOfSatisfying(
                        ConnectorException.class, e -> assertThat(e.code()).isEqualTo(FailureCode.SOURCE_UNREACHABLE));
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(15));
    }

    @Test
    void toolErrorsAndForbiddenProgramsAreNamed() {
        assertThatThrownBy(() -> source.open(stdio("failing"))).isInstanceOfSatisfying(ConnectorException.class, e -> {
            assertThat(e.code()).isEqualTo(FailureCode.SOURCE_SCHEMA_INVALID);
            assertThat(e.getMessage()).contains("no such region");
        });
        Map<String, Object> shell = stdio("orders");
        shell.put("command", List.of("/bin/sh", "-c", "echo"));
        assertThatThrownBy(() -> source.open(shell))
                .isInstanceOfSatisfying(
                        ConnectorException.class, e -> assertThat(e.code()).isEqualTo(FailureCode.PATH_NOT_ALLOWED));
    }

    @Test
    void callsAToolOverStreamableHttpWithTheCredential() {
        Map<String, Object> config = httpConfig("mcp");

        assertThat(drain(source.open(config))).hasSize(3);
    }

    @Test
    void aRefusedCredentialOverHttpNeverShowsTheSecret() {
        assertThatThrownBy(() -> source.open(httpConfig("stale")))
                .isInstanceOfSatisfying(ConnectorException.class, e -> {
                    assertThat(e.code()).isEqualTo(FailureCode.AUTH_FAILED);
                    for (Throwable cause = e; cause != null; cause = cause.getCause()) {
                        assertThat(cause.getMessage() + cause).doesNotContain(TOKEN);
                    }
                });
    }

    @Test
    void withoutAnAllowedDestinationTheLoopbackServerReceivesNothing() {
        Map<String, Object> config = httpConfig("mcp");
        config.remove(EgressPolicy.CONFIG_KEY);
        int before = http.requests();

        assertThatThrownBy(() -> source.open(config)).isInstanceOfSatisfying(ConnectorException.class, e -> {
            assertThat(e.code()).isEqualTo(FailureCode.DESTINATION_NOT_ALLOWED);
            assertThat(e.getMessage()).contains("127.0.0.1", "loopback");
        });
        assertThat(http.requests()).isEqualTo(before);
    }

    private static Map<String, Object> httpConfig(String credential) {
        return new HashMap<>(TestApi.LOOPBACK_ALLOWED.carriedBy(Map.of(
                "transport",
                "HTTP",
                "url",
                http.url(),
                "tool",
                "orders",
                "recordPath",
                "$.items",
                "credential",
                credential)));
    }

    private static Map<String, Object> stdio(String tool) {
        Map<String, Object> config = new HashMap<>(Map.of(
                "transport",
                "STDIO",
                "recordPath",
                "$.items",
                "command",
                List.of(
                        JAVA,
                        "-Xmx64m",
                        "-XX:TieredStopAtLevel=1",
                        "-cp",
                        System.getProperty("java.class.path"),
                        RowsServer.class.getName())));
        if (tool != null) {
            config.put("tool", tool);
        }
        return config;
    }

    private static List<Row> drain(RowStream stream) {
        try (stream) {
            List<Row> rows = new ArrayList<>();
            stream.forEachRemaining(rows::add);
            return rows;
        }
    }
}
