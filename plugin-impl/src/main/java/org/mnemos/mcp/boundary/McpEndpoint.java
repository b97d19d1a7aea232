package org.mnemos.mcp.boundary;

import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpStatelessServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.server.McpStatelessSyncServer;
import io.modelcontextprotocol.server.transport.HttpServletStatelessServerTransport;
import io.modelcontextprotocol.spec.McpSchema;
import jakarta.inject.Inject;
import jakarta.servlet.DispatcherType;
import jakarta.servlet.FilterRegistration;
import jakarta.servlet.ServletContext;
import jakarta.servlet.ServletContextEvent;
import jakarta.servlet.ServletContextListener;
import jakarta.servlet.ServletRegistration;
import jakarta.servlet.annotation.WebListener;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.eclipse.microprofile.config.ConfigProvider;
import org.mnemos.mcp.control.NodeTools;
import org.mnemos.mcp.control.OriginPolicy;
import org.mnemos.platform.ProductVersion;
import org.mnemos.platform.PublicUrl;
import org.mnemos.security.control.CurrentCaller;
import org.mnemos.security.control.JwtVerifier;

/**
 * Registers {@code /mcp}: the SDK's servlets carry {@code @WebServlet} without a URL pattern, so the stateless
 * transport is added here, behind {@link McpAccess} and {@link JsonRpcErrors}. Stateless with immediate execution: each tool call runs on
 * the container's request thread, with the CDI request scope and transactions of an ordinary request.
 */
@WebListener
public class McpEndpoint implements ServletContextListener {

    public static final String PATH = "/mcp";

    @Inject
    NodeTools tools;

    @Inject
    JwtVerifier verifier;

    @Inject
    PublicUrl publicUrl;

    private McpStatelessSyncServer server;

    @Override
    public void contextInitialized(ServletContextEvent event) {
        ServletContext context = event.getServletContext();
        HttpServletStatelessServerTransport transport = HttpServletStatelessServerTransport.builder()
                .jsonMapper(NodeTools.JSON)
                .messageEndpoint(PATH)
                .contextExtractor(request -> {
                    Map<String, Object> values = new HashMap<>();
                    values.put(NodeTools.CALLER, request.getAttribute(CurrentCaller.ATTRIBUTE));
                    return McpTransportContext.create(values);
                })
                .build();
        List<SyncToolSpecification> specifications = tools.tools();
        server = McpServer.sync(transport)
                .serverInfo("mnemos", ProductVersion.current())
                .instructions("Governed memory: remember facts with their source, recall before answering, "
                        + "forget on request. Every tool needs the workspace id.")
                .capabilities(
                        McpSchema.ServerCapabilities.builder().tools(false).build())
                .jsonMapper(NodeTools.JSON)
                .jsonSchemaValidator(NodeTools.OUTPUT_CHECK)
                // the node dispatcher validates the input, naming each field at fault
                .validateToolInputs(false)
                .immediateExecution(true)
                .tools(specifications)
                .build();
        ServletRegistration.Dynamic servlet = context.addServlet("mnemos-mcp", transport);
        servlet.addMapping(PATH);
        servlet.setAsyncSupported(true);
        FilterRegistration.Dynamic access = context.addFilter(
                "mnemos-mcp-access", new McpAccess(verifier, new OriginPolicy(allowedOrigins()), publicUrl));
        access.addMappingForUrlPatterns(EnumSet.of(DispatcherType.REQUEST), false, PATH);
        access.setAsyncSupported(true);
        FilterRegistration.Dynamic errors = context.addFilter(
                "mnemos-mcp-json-rpc-errors",
                new JsonRpcErrors(specifications.stream()
                        .map(specification -> specification.tool().name())
                        .collect(Collectors.toSet())));
        errors.addMappingForUrlPatterns(EnumSet.of(DispatcherType.REQUEST), false, PATH);
        errors.setAsyncSupported(true);
    }

    @Override
    public void contextDestroyed(ServletContextEvent event) {
        if (server != null) {
            server.closeGracefully();
        }
    }

    /** Read here, not injected: Payara cannot inject a generic config type into a listener. */
    private static List<String> allowedOrigins() {
        return ConfigProvider.getConfig()
                .getOptionalValues("mnemos.mcp.allowed-origins", String.class)
                .orElse(List.of());
    }
}
