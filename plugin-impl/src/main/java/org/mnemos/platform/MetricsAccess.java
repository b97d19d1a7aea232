package org.mnemos.platform;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.config.ConfigProvider;
import org.mnemos.api.error.ErrorCode;

/**
 * Guards {@code /metrics} as {@link MetricsGate} says. Payara's MicroProfile Metrics adds its servlet to the web
 * application at the root context, which Mnemos is (payara-web.xml), so this filter stands in front of it and
 * Payara's Prometheus writer still does the writing. Payara's own protection needs its HTTPS port and a file-realm
 * user (operations.md); a bearer token is what a Prometheus job sends without either.
 */
@WebFilter(
        urlPatterns = {"/metrics", "/metrics/*"},
        asyncSupported = true)
public class MetricsAccess extends HttpFilter {

    private transient MetricsGate gate;

    @Override
    public void init() {
        Config config = ConfigProvider.getConfig();
        gate = MetricsGate.of(
                config.getOptionalValue("mnemos.metrics", String.class).orElse("public"),
                config.getOptionalValue("mnemos.metrics.token", String.class));
    }

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        switch (gate.judge(request.getHeader("Authorization"))) {
            case SERVE -> chain.doFilter(request, response);
            case NOT_FOUND ->
                ServletProblems.send(
                        response,
                        Problem.of(ErrorCode.NOT_FOUND, "Metrics are switched off here (MNEMOS_METRICS=off)."));
            case UNAUTHENTICATED -> {
                ServletProblems.send(
                        response,
                        Problem.of(
                                ErrorCode.UNAUTHENTICATED,
                                "Send the metrics token: Authorization: Bearer <MNEMOS_METRICS_TOKEN>."));
                response.setHeader("WWW-Authenticate", "Bearer realm=\"metrics\"");
            }
        }
    }
}
