package org.mnemos.connector.mcp;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.json.schema.JsonSchemaValidator;
import io.modelcontextprotocol.spec.McpClientTransport;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.UnknownHostException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Predicate;
import org.mnemos.api.connector.ConnectorException;
import org.mnemos.api.connector.FailureCode;
import org.mnemos.api.egress.EgressPolicy;
import org.mnemos.connector.rest.CredentialHeader;
import org.mnemos.connector.rest.Destinations;

/**
 * Builds the client side of an MCP transport. A STDIO server is a program started on this
 * machine, so only programs the administrator allowed may be started: a source configuration
 * must not become a way to run arbitrary commands.
 */
final class McpTransports {

    static final McpJsonMapper JSON = new JacksonMcpJsonMapper(new ObjectMapper());
    /**
     * Accepts any tool output. The SDK's own validator needs json-schema-validator 2.x, which
     * the application does not carry; and Mnemos checks what it reads itself (record path, rows).
     */
    static final JsonSchemaValidator ANY_OUTPUT =
            (schema, content) -> JsonSchemaValidator.ValidationResponse.asValid(null);

    private final Predicate<String> allowedProgram;
    private final Duration connectTimeout;

    McpTransports(Predicate<String> allowedProgram, Duration connectTimeout) {
        this.allowedProgram = allowedProgram;
        this.connectTimeout = connectTimeout;
    }

    McpClientTransport of(McpConfig config, Optional<CredentialHeader> credential, EgressPolicy egress) {
        return config.transport() == McpConfig.Transport.STDIO ? stdio(config) : http(config, credential, egress);
    }

    /** Throws the policy's own refusal, which the source finds among the SDK's wrappers. */
    private static void recheck(EgressPolicy egress, URI uri) {
        try {
            egress.check(uri);
        } catch (UnknownHostException e) {
            throw new UncheckedIOException(e);
        }
    }

    private McpClientTransport stdio(McpConfig config) {
        String program = config.command().get(0);
        if (!allowedProgram.test(program)) {
            throw new ConnectorException(
                    FailureCode.PATH_NOT_ALLOWED,
                    "The program '" + program + "' is not among the MCP servers this installation may start.");
        }
        ServerParameters server = ServerParameters.builder(program)
                .args(config.command().subList(1, config.command().size()))
                .build();
        return new StdioClientTransport(server, JSON);
    }

    /**
     * The SDK's client is the JDK's, which takes no resolver: the server's address is checked before the
     * transport exists and again before every request, redirects are never followed, and the connection
     * uses the JVM's cached answer of the lookup just checked ({@code networkaddress.cache.ttl}, 30 s).
     */
    private McpClientTransport http(McpConfig config, Optional<CredentialHeader> credential, EgressPolicy egress) {
        Destinations.check(egress, config.url());
        HttpRequest.Builder request = HttpRequest.newBuilder();
        credential.ifPresent(header -> request.header(header.name(), header.value()));
        String endpoint = Optional.ofNullable(config.url().getRawPath())
                .filter(p -> !p.isEmpty())
                .orElse("/mcp");
        return HttpClientStreamableHttpTransport.builder(config.server())
                .endpoint(endpoint)
                .connectTimeout(connectTimeout)
                .requestBuilder(request)
                .customizeClient(client -> client.followRedirects(HttpClient.Redirect.NEVER))
                .httpRequestCustomizer((builder, method, uri, body, context) -> recheck(egress, uri))
                .jsonMapper(JSON)
                .build();
    }
}
