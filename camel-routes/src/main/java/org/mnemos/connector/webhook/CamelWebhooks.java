package org.mnemos.connector.webhook;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.IOException;
import java.net.URI;
import java.time.Clock;
import java.util.function.Supplier;
import org.apache.camel.Exchange;
import org.apache.camel.Message;
import org.apache.camel.ProducerTemplate;
import org.mnemos.api.connector.ConnectorException;
import org.mnemos.api.connector.Credential;
import org.mnemos.api.connector.CredentialResolver;
import org.mnemos.api.connector.FailureCode;
import org.mnemos.api.egress.EgressPolicy;
import org.mnemos.api.notify.WebhookDelivery;
import org.mnemos.api.notify.WebhookSignature;
import org.mnemos.api.notify.Webhooks;
import org.mnemos.connector.camel.CamelRuntime;
import org.mnemos.connector.rest.Destinations;
import org.mnemos.connector.rest.GuardedHttp;
import org.mnemos.connector.rest.RestFailures;
import org.mnemos.connector.route.ConnectorSettings;

/**
 * The {@link Webhooks} port, served by {@link WebhookRoutes}. The signing secret is the token of a
 * {@code bearer} credential, resolved by name for each delivery and used for nothing but the signature.
 */
@ApplicationScoped
public class CamelWebhooks implements Webhooks {

    private final Supplier<ProducerTemplate> producer;
    private final CredentialResolver credentials;
    private final Clock clock;

    @Inject
    public CamelWebhooks(CamelRuntime camel, ConnectorSettings settings) {
        this(camel::producer, settings.credentials(), Clock.systemUTC());
    }

    public CamelWebhooks(Supplier<ProducerTemplate> producer, CredentialResolver credentials, Clock clock) {
        this.producer = producer;
        this.credentials = credentials;
        this.clock = clock;
    }

    /** For the CDI client proxy only. */
    protected CamelWebhooks() {
        this(null, null, null);
    }

    @Override
    public WebhookDelivery post(URI url, String secretName, byte[] body, EgressPolicy egress) {
        String location = location(url);
        try {
            Destinations.check(egress, url);
            long now = clock.instant().getEpochSecond();
            String signature = WebhookSignature.sign(secret(secretName), now, body);
            Exchange answer = GuardedHttp.using(
                    egress,
                    () -> producer.get().send(WebhookRoutes.URI, exchange -> {
                        exchange.setProperty(WebhookRoutes.LOCATION, location);
                        Message request = exchange.getMessage();
                        request.setHeader(Exchange.HTTP_URI, url.toString());
                        request.setHeader(Exchange.HTTP_METHOD, "POST");
                        request.setHeader(Exchange.CONTENT_TYPE, "application/json");
                        request.setHeader(WebhookSignature.TIMESTAMP, Long.toString(now));
                        request.setHeader(WebhookSignature.SIGNATURE, signature);
                        request.setBody(body);
                    }));
            int status = answer.getMessage().getHeader(Exchange.HTTP_RESPONSE_CODE, 0, Integer.class);
            if (answer.getException() != null) {
                ConnectorException failed = failure(answer.getException(), location);
                return new WebhookDelivery(status, failed.code().name(), failed.getMessage());
            }
            return WebhookDelivery.delivered(status);
        } catch (ConnectorException e) {
            return new WebhookDelivery(0, e.code().name(), e.getMessage());
        }
    }

    private String secret(String name) {
        Credential credential = credentials
                .resolve(name)
                .orElseThrow(() -> new ConnectorException(
                        FailureCode.AUTH_FAILED, "There is no credential named '" + name + "' to sign with."));
        if (credential instanceof Credential.BearerToken token && !token.token().isEmpty()) {
            return token.token();
        }
        throw new ConnectorException(
                FailureCode.AUTH_FAILED,
                "The credential '" + name + "' is not a signing secret (type bearer, a token).");
    }

    private static ConnectorException failure(Exception failure, String location) {
        if (failure instanceof ConnectorException known) {
            return known;
        }
        return Destinations.refusal(failure)
                .orElseGet(() -> failure instanceof IOException io
                        ? RestFailures.ofIo(io, location)
                        : new ConnectorException(
                                FailureCode.SOURCE_UNREACHABLE, "The webhook to " + location + " could not be sent."));
    }

    private static String location(URI url) {
        return url.getScheme() + "://" + url.getHost() + (url.getPort() < 0 ? "" : ":" + url.getPort());
    }
}
