package org.mnemos.connector.mcp;

import java.net.URI;
import java.util.List;
import java.util.Map;
import org.mnemos.connector.source.ConfigValues;

/**
 * A tool call or resource read on an MCP server.
 *
 * @param transport  {@code STDIO}: the server is a local command; {@code HTTP}: streamable HTTP at {@code url}
 * @param command    the server's program and arguments, for STDIO
 * @param url        the server's MCP endpoint, for HTTP
 * @param tool       the tool to call (or {@code resource})
 * @param arguments  the tool's arguments
 * @param resource   the URI of the resource to read (or {@code tool})
 * @param recordPath JSONPath of the records in the result, {@code $} for the result itself
 * @param credential the name of the credential sent to an HTTP server, or null
 */
public record McpConfig(
        Transport transport,
        List<String> command,
        URI url,
        String tool,
        Map<String, Object> arguments,
        String resource,
        String recordPath,
        String credential) {

    public enum Transport {
        STDIO,
        HTTP
    }

    public McpConfig {
        command = List.copyOf(command);
        arguments = Map.copyOf(arguments);
    }

    public static McpConfig from(Map<String, Object> config) {
        ConfigValues values = ConfigValues.of(config);
        Transport transport = values.choice("transport", Transport.class, null);
        if (transport == null) {
            throw values.invalid("transport", "is required (STDIO or HTTP)");
        }
        if (config.get("tls") != null) {
            throw values.invalid("tls", "is not supported yet (mutual TLS to MCP servers is planned)");
        }
        String tool = values.text("tool").orElse(null);
        String resource = values.text("resource").orElse(null);
        if ((tool == null) == (resource == null)) {
            throw values.invalid("tool", "or 'resource' must be given, and only one of them");
        }
        List<String> command = values.words("command");
        URI url = transport == Transport.HTTP ? url(values) : null;
        if (transport == Transport.STDIO && command.isEmpty()) {
            throw values.invalid("command", "is required for the STDIO transport");
        }
        if (transport == Transport.STDIO && config.get("credential") != null) {
            throw values.invalid("credential", "is only sent to HTTP servers");
        }
        return new McpConfig(
                transport,
                command,
                url,
                tool,
                values.map("arguments"),
                resource,
                values.text("recordPath").orElse("$"),
                values.text("credential").orElse(null));
    }

    private static URI url(ConfigValues values) {
        try {
            URI url = URI.create(values.required("url"));
            if (url.getHost() == null || !url.getScheme().matches("(?i)https?")) {
                throw values.invalid("url", "must be an absolute http or https URL");
            }
            return url;
        } catch (IllegalArgumentException e) {
            throw values.invalid("url", "is not a valid URL");
        }
    }

    /** The server, without secrets: the program for STDIO, scheme, host and port for HTTP. */
    public String server() {
        return transport == Transport.STDIO ? command.get(0) : url.getScheme() + "://" + url.getAuthority();
    }
}
