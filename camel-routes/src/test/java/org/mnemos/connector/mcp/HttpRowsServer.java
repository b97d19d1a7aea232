package org.mnemos.connector.mcp;

import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.transport.HttpServletStreamableServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema;
import jakarta.servlet.DispatcherType;
import jakarta.servlet.Filter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.net.InetSocketAddress;
import java.util.EnumSet;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.jetty.ee10.servlet.FilterHolder;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

/**
 * {@link RowsServer}'s tools over streamable HTTP at {@code /mcp}, in Jetty (the SDK's HTTP
 * server transport is a servlet), answering 401 to requests without the expected bearer token.
 */
final class HttpRowsServer implements AutoCloseable {

    private final Server jetty = new Server(new InetSocketAddress("127.0.0.1", 0));
    private final McpSyncServer mcp;
    private final AtomicInteger requests = new AtomicInteger();

    HttpRowsServer(String token) throws Exception {
        HttpServletStreamableServerTransportProvider transport = HttpServletStreamableServerTransportProvider.builder()
                .jsonMapper(RowsServer.JSON)
                .mcpEndpoint("/mcp")
                .build();
        mcp = McpServer.sync(transport)
                .serverInfo("rows", "1.0")
                .jsonSchemaValidator(McpTransports.ANY_OUTPUT)
                .capabilities(McpSchema.ServerCapabilities.builder()
                        .tools(true)
                        .resources(false, false)
                        .build())
                .tools(RowsServer.tools())
                .resources(RowsServer.resources())
                .build();
        ServletContextHandler context = new ServletContextHandler();
        ServletHolder servlet = new ServletHolder(transport);
        servlet.setAsyncSupported(true);
        context.addServlet(servlet, "/*");
        Filter bearer = (request, response, chain) -> {
            requests.incrementAndGet();
            if (("Bearer " + token).equals(((HttpServletRequest) request).getHeader("Authorization"))) {
                chain.doFilter(request, response);
            } else {
                ((HttpServletResponse) response).sendError(401);
            }
        };
        FilterHolder filter = new FilterHolder(bearer);
        filter.setAsyncSupported(true);
        context.addFilter(filter, "/*", EnumSet.of(DispatcherType.REQUEST));
        jetty.setHandler(context);
        jetty.start();
    }

    String url() {
        return "http://127.0.0.1:" + ((ServerConnector) jetty.getConnectors()[0]).getLocalPort() + "/mcp";
    }

    /** Requests received so far, answered or refused. */
    int requests() {
        return requests.get();
    }

    @Override
    public void close() throws Exception {
        mcp.close();
        jetty.stop();
    }
}
