package org.mnemos.mcp.boundary;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import org.mnemos.platform.BufferedBody;
import org.mnemos.platform.Json;

/**
 * Every error {@code /mcp} answers to a POST is a JSON-RPC 2.0 error object: the SDK's transport writes its own
 * refusals (a body that is not a request, an unsupported content type, a handler that failed) by serialising its
 * exception, stack trace included, and calls a body that is not JSON an invalid request. Checked here, before the
 * SDK reads it: not JSON is {@value #PARSE_ERROR} (parse error), JSON that is not one request or notification
 * (an array, no {@code "jsonrpc": "2.0"}, no method name, an id that is neither text nor a whole number, params
 * that are not an object) is {@value #INVALID_REQUEST}; a call of a tool the server does not have is
 * {@value #INVALID_PARAMS} naming the tool sent (the SDK names a placeholder); whatever error the SDK still
 * answers is rewritten to its code and message only.
 */
class JsonRpcErrors extends HttpFilter {

    static final int PARSE_ERROR = -32700;
    static final int INVALID_REQUEST = -32600;
    static final int INVALID_PARAMS = -32602;
    private static final int INTERNAL_ERROR = -32603;
    /** Enough of an unknown tool's name to recognise it, not an echo of whatever was sent. */
    private static final int NAME_SHOWN = 100;

    private final Set<String> tools;

    JsonRpcErrors(Set<String> tools) {
        this.tools = Set.copyOf(tools);
    }

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        if (!"POST".equals(request.getMethod())) {
            chain.doFilter(request, response);
            return;
        }
        byte[] body = request.getInputStream().readAllBytes();
        JsonNode message = parsed(body);
        if (message == null) {
            answer(response, 400, NullNode.getInstance(), PARSE_ERROR, "Parse error: the body is not JSON.");
            return;
        }
        JsonNode id = message.path("id").isTextual() || message.path("id").isIntegralNumber()
                ? message.get("id")
                : NullNode.getInstance();
        String invalid = invalidBecause(message);
        if (invalid != null) {
            answer(response, 400, id, INVALID_REQUEST, "Invalid request: " + invalid + ".");
            return;
        }
        String unknownTool = unknownTool(message);
        if (unknownTool != null) {
            answer(response, 200, id, INVALID_PARAMS, "Unknown tool: " + unknownTool);
            return;
        }
        BufferedAnswer buffered = new BufferedAnswer(response);
        chain.doFilter(new BufferedBody(request, body), buffered);
        if (buffered.getStatus() >= 400 && buffered.isJson()) {
            // The SDK's serialised exception: its JSON-RPC code and message are all that is kept.
            JsonNode error = parsed(buffered.body());
            JsonNode rpc = error == null ? NullNode.getInstance() : error.path("jsonRpcError");
            answer(
                    response,
                    buffered.getStatus(),
                    id,
                    rpc.path("code").asInt(INTERNAL_ERROR),
                    rpc.path("message").asText("Internal error"));
        } else {
            buffered.sendTo(response);
        }
    }

    /** The name a {@code tools/call} sends when the server has no tool of that name, else null. */
    private String unknownTool(JsonNode message) {
        JsonNode name = message.path("params").path("name");
        if (!"tools/call".equals(message.path("method").textValue())
                || !name.isTextual()
                || tools.contains(name.textValue())) {
            return null;
        }
        String sent = name.textValue();
        return sent.length() <= NAME_SHOWN ? sent : sent.substring(0, NAME_SHOWN) + "…";
    }

    /** The JSON in the bytes, or null when they are empty or not JSON. */
    private static JsonNode parsed(byte[] bytes) {
        try {
            JsonNode node = Json.mapper().readTree(bytes);
            return node == null || node.isMissingNode() ? null : node;
        } catch (IOException e) {
            return null;
        }
    }

    /** Why the message is no JSON-RPC request or notification, or null. */
    private static String invalidBecause(JsonNode message) {
        if (!message.isObject()) {
            return "one JSON-RPC object is expected (no batches)";
        }
        if (!"2.0".equals(message.path("jsonrpc").textValue())) {
            return "\"jsonrpc\" must be \"2.0\"";
        }
        if (!message.path("method").isTextual()) {
            return "\"method\" must be the name of a method";
        }
        JsonNode id = message.get("id");
        if (id != null && !id.isTextual() && !id.isIntegralNumber()) {
            return "\"id\" must be a string or a whole number";
        }
        JsonNode params = message.get("params");
        if (params != null && !params.isObject()) {
            return "\"params\" must be an object";
        }
        return null;
    }

    private static void answer(HttpServletResponse response, int status, JsonNode id, int code, String message)
            throws IOException {
        ObjectNode error = Json.mapper().createObjectNode().put("jsonrpc", "2.0");
        error.set("id", id);
        error.putObject("error").put("code", code).put("message", message);
        response.setStatus(status);
        response.setContentType("application/json");
        response.setCharacterEncoding(StandardCharsets.UTF_8.name());
        response.getWriter().write(error.toString());
    }
}
