package org.mnemos.connector.webhook;

import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.InputStream;
import org.apache.camel.Exchange;
import org.apache.camel.builder.RouteBuilder;
import org.apache.camel.component.http.HttpComponent;
import org.mnemos.connector.rest.GuardedHttp;
import org.mnemos.connector.rest.RestFailures;
import org.mnemos.connector.route.ConnectorErrorPolicy;
import org.mnemos.connector.route.ConnectorPolicy;
import org.mnemos.connector.route.ConnectorSettings;

/**
 * The webhook routes: {@value #URI} takes its error handling from the connectors' route configuration, so
 * an unreachable or overloaded receiver (a 5xx, 429, timeout) is retried with the same backoff as a source;
 * {@value #POST} sends one attempt through a camel-http component of its own, guarded by the egress policy
 * and never following redirects, and turns a non-2xx answer into a connector failure.
 */
@Dependent
public class WebhookRoutes extends RouteBuilder {

    public static final String URI = "direct:webhook";
    static final String POST = "direct:webhook-post";
    /** Exchange property: scheme, host and port of the receiver, for messages (a path may hold a token). */
    static final String LOCATION = "mnemosWebhookLocation";

    private static final String COMPONENT = "webhook-http";

    private final ConnectorPolicy policy;

    @Inject
    WebhookRoutes(ConnectorSettings settings) {
        this(settings.policy());
    }

    public WebhookRoutes(ConnectorPolicy policy) {
        this.policy = policy;
    }

    @Override
    public void configure() {
        HttpComponent http = new HttpComponent();
        GuardedHttp.configure(http, policy.connectTimeout());
        getContext().addComponent(COMPONENT, http);

        from(URI)
                .routeId("webhook")
                .routeConfigurationId(ConnectorErrorPolicy.ID)
                .to(POST);
        // The address travels in the CamelHttpUri header: a webhook URL's path is often its own secret.
        from(POST)
                .routeId("webhook-post")
                .errorHandler(noErrorHandler())
                .to(COMPONENT + "://webhook?throwExceptionOnFailure=false&responseTimeout="
                        + policy.readTimeout().toMillis())
                .process(WebhookRoutes::readAnswer);
    }

    private static void readAnswer(Exchange exchange) throws IOException {
        int status = exchange.getMessage().getHeader(Exchange.HTTP_RESPONSE_CODE, Integer.class);
        try (InputStream ignored = exchange.getMessage().getBody(InputStream.class)) {
            if (status / 100 != 2) {
                throw RestFailures.ofStatus(status, exchange.getProperty(LOCATION, String.class));
            }
        }
    }
}
