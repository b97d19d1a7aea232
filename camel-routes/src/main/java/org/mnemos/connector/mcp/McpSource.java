package org.mnemos.connector.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.McpHttpClientTransportAuthorizationException;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeoutException;
import java.util.function.Predicate;
import org.mnemos.api.connector.ConnectorException;
import org.mnemos.api.connector.CredentialResolver;
import org.mnemos.api.connector.FailureCode;
import org.mnemos.api.connector.RowStream;
import org.mnemos.api.connector.SourceType;
import org.mnemos.api.egress.EgressPolicy;
import org.mnemos.connector.json.JsonRecords;
import org.mnemos.connector.json.JsonRowStream;
import org.mnemos.connector.rest.CredentialHeader;
import org.mnemos.connector.rest.Destinations;
import org.mnemos.connector.route.ConnectorSettings;
import org.mnemos.connector.source.SourceConnector;

/**
 * Opens MCP sources with the official MCP Java SDK as client: one session per read, a
 * {@code tools/call} or a {@code resources/read}, the JSON result mapped to rows like a REST
 * answer. An MCP result is a single message, so its rows are in memory once it arrives.
 * <p>The SDK rather than a Camel component: Camel 4.17 has no MCP client component.
 */
@Dependent
public class McpSource implements SourceConnector {

    private final CredentialResolver credentials;
    private final McpTransports transports;
    private final Duration timeout;

    @Inject
    McpSource(ConnectorSettings settings) {
        this(
                settings.credentials(),
                settings.mcpPrograms()::contains,
                settings.policy().readTimeout());
    }

    /**
     * @param allowedProgram which programs a STDIO source may start
     * @param timeout        how long connecting, initializing and each request may take
     */
    public McpSource(CredentialResolver credentials, Predicate<String> allowedProgram, Duration timeout) {
        this.credentials = credentials;
        this.transports = new McpTransports(allowedProgram, timeout);
        this.timeout = timeout;
    }

    @Override
    public SourceType type() {
        return SourceType.MCP;
    }

    @Override
    public String sourceKey(Map<String, Object> config) {
        return "mcp:" + McpConfig.from(config).server();
    }

    @Override
    public RowStream open(Map<String, Object> config) {
        return open(McpConfig.from(config), EgressPolicy.of(config));
    }

    public RowStream open(McpConfig config, EgressPolicy egress) {
        var transport = transports.of(config, CredentialHeader.resolve(credentials, config.credential()), egress);
        ServerWatch watch = new ServerWatch();
        try (McpSyncClient client = McpClient.sync(transport)
                .requestTimeout(timeout)
                .initializationTimeout(timeout)
                .jsonSchemaValidator(McpTransports.ANY_OUTPUT)
                .build()) {
            client.initialize();
            JsonNode result = watch.call(() -> read(client, config), config.server());
            return JsonRowStream.of(JsonRecords.select(result, config.recordPath()));
        } catch (ConnectorException e) {
            throw e;
        } catch (McpError e) {
            throw new ConnectorException(
                    FailureCode.SOURCE_SCHEMA_INVALID,
                    "The MCP server " + config.server() + " refused the request: " + e.getMessage());
        } catch (RuntimeException e) {
            throw failure(e, config);
        }
    }

    private static JsonNode read(McpSyncClient client, McpConfig config) {
        if (config.tool() != null) {
            McpSchema.CallToolResult result =
                    client.callTool(new McpSchema.CallToolRequest(config.tool(), config.arguments()));
            return McpResults.of(result, config.tool());
        }
        return McpResults.of(
                client.readResource(new McpSchema.ReadResourceRequest(config.resource())), config.resource());
    }

    /** A server that refuses the credential, cannot be started, stops answering or dies mid-call. */
    private ConnectorException failure(RuntimeException e, McpConfig config) {
        Optional<ConnectorException> refused = Destinations.refusal(e);
        if (refused.isPresent()) {
            return refused.get();
        }
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            if (cause instanceof McpHttpClientTransportAuthorizationException) {
                // Not chained: the transport's exception carries the request, credential header included.
                return new ConnectorException(
                        FailureCode.AUTH_FAILED, "The MCP server " + config.server() + " refused the credentials.");
            }
            if (cause instanceof TimeoutException) {
                return new ConnectorException(
                        FailureCode.SOURCE_TIMEOUT,
                        "The MCP server " + config.server() + " did not answer within " + timeout.toSeconds()
                                + " seconds.",
                        e);
            }
        }
        return new ConnectorException(
                FailureCode.SOURCE_UNREACHABLE,
                "The MCP server " + config.server() + " cannot be reached or stopped answering.",
                e);
    }
}
