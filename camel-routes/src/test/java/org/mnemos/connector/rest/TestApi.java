package org.mnemos.connector.rest;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.mnemos.api.egress.EgressPolicy;

/**
 * A real HTTP server for REST source tests, on a free loopback port. It serves 25 items in
 * pages (by offset and by next link), a protected resource, a slow one, one that fails with
 * 503 twice before answering, one that is always down, and one that is not JSON.
 */
public final class TestApi implements AutoCloseable {

    public static final String TOKEN = "s3cr3t-token-4711";
    /** What an administrator allows so that a source may read this loopback server. */
    public static final EgressPolicy LOOPBACK_ALLOWED = EgressPolicy.allowing(List.of("127.0.0.1"));

    static final int ITEMS = 25;

    private final HttpServer server;
    private final Map<String, AtomicInteger> hits = new ConcurrentHashMap<>();
    // Several threads, so that a slow answer does not hold up the others.
    private final ExecutorService executor = Executors.newFixedThreadPool(4);

    public TestApi() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        serve("/items", this::offsetPage);
        serve("/linked", this::linkedPage);
        serve("/secure", e -> reply(e, bearer(e) ? 200 : 401, page(0, 3, null)));
        serve("/slow", e -> {
            sleep(3_000);
            reply(e, 200, page(0, 1, null));
        });
        serve("/flaky", e -> reply(e, hits("/flaky") <= 2 ? 503 : 200, page(0, 2, null)));
        serve("/down", e -> reply(e, 503, page(0, 2, null)));
        serve("/down", e -> reply(e, 503, "{}"));
        serve("/broken", e -> reply(e, 200, "{\"items\": [1, 2,"));
        serve(
                "/search",
                e -> reply(
                        e,
                        200,
                        "{\"items\": [" + new String(e.getRequestBody().readAllBytes(), StandardCharsets.UTF_8)
                                + "]}"));
        server.setExecutor(executor);
        server.start();
    }

    public String url(String path) {
        return "http://127.0.0.1:" + server.getAddress().getPort() + path;
    }

    /** Requests to a path so far. */
    public int hits(String path) {
        return hits.computeIfAbsent(path, p -> new AtomicInteger()).get();
    }

    /** Counts each request to {@code path} before handling it. */
    private void serve(String path, HttpHandler handler) {
        server.createContext(path, exchange -> {
            hits.computeIfAbsent(path, p -> new AtomicInteger()).incrementAndGet();
            handler.handle(exchange);
        });
    }

    private void offsetPage(HttpExchange exchange) throws IOException {
        Map<String, String> query = query(exchange);
        int offset = Integer.parseInt(query.getOrDefault("offset", "0"));
        int limit = Integer.parseInt(query.getOrDefault("limit", "10"));
        reply(exchange, 200, page(offset, Math.min(ITEMS, offset + limit), null));
    }

    private void linkedPage(HttpExchange exchange) throws IOException {
        int from = Integer.parseInt(query(exchange).getOrDefault("from", "0"));
        int to = Math.min(ITEMS, from + 10);
        reply(exchange, 200, page(from, to, to < ITEMS ? "/linked?from=" + to : null));
    }

    /** Items {@code from} (inclusive) to {@code to}; item 0 alone has a "note", all have nested "dims". */
    private static String page(int from, int to, String next) {
        String items = IntStream.range(from, to)
                .mapToObj(i -> "{\"id\": " + (i + 1) + ", \"name\": \"item " + (i + 1)
                        + "\", \"price\": " + (i + 1) + ".50, \"dims\": {\"w\": " + i + "}"
                        + (i == 0 ? ", \"note\": \"first\"" : "")
                        + "}")
                .collect(Collectors.joining(","));
        return "{\"items\": [" + items + "], \"next\": " + (next == null ? "null" : "\"" + next + "\"") + "}";
    }

    private boolean bearer(HttpExchange exchange) {
        return ("Bearer " + TOKEN).equals(exchange.getRequestHeaders().getFirst("Authorization"));
    }

    private void reply(HttpExchange exchange, int status, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().add("Content-Type", "application/json");
        exchange.sendResponseHeaders(status, bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    private static Map<String, String> query(HttpExchange exchange) {
        Map<String, String> query = new HashMap<>();
        String raw = exchange.getRequestURI().getRawQuery();
        if (raw != null) {
            for (String pair : raw.split("&")) {
                String[] parts = pair.split("=", 2);
                query.put(parts[0], parts.length > 1 ? parts[1] : "");
            }
        }
        return query;
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        server.stop(0);
        executor.shutdownNow();
    }
}
