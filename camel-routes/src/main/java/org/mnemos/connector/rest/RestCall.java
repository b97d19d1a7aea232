package org.mnemos.connector.rest;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URI;
import java.util.Optional;
import java.util.function.Supplier;
import org.apache.camel.Exchange;
import org.apache.camel.Message;
import org.apache.camel.ProducerTemplate;
import org.mnemos.api.connector.ConnectorException;
import org.mnemos.api.connector.FailureCode;
import org.mnemos.api.egress.EgressPolicy;

/** One request of a REST source, sent through {@link RestPageRoute}, and its JSON answer. */
final class RestCall {

    private final Supplier<ProducerTemplate> producer;
    private final RestConfig config;
    private final Optional<CredentialHeader> credential;
    private final EgressPolicy egress;

    RestCall(
            Supplier<ProducerTemplate> producer,
            RestConfig config,
            Optional<CredentialHeader> credential,
            EgressPolicy egress) {
        this.producer = producer;
        this.config = config;
        this.credential = credential;
        this.egress = egress;
    }

    /** Every page's address is checked, since a next-page link may name another host. */
    JsonNode fetch(URI url) {
        Destinations.check(egress, url);
        String location = RestConfig.location(url);
        Exchange answer = PinnedDns.using(
                egress, () -> producer.get().send(RestPageRoute.URI, exchange -> request(exchange, url, location)));
        Exception failure = answer.getException();
        if (failure == null) {
            return answer.getMessage().getBody(JsonNode.class);
        }
        if (failure instanceof ConnectorException known) {
            throw known;
        }
        Destinations.refusal(failure).ifPresent(refused -> {
            throw refused;
        });
        if (failure instanceof IOException io) {
            throw RestFailures.ofIo(io, location);
        }
        // Not chained: the HTTP client's message may quote the offending header value, a secret.
        throw new ConnectorException(
                FailureCode.SOURCE_SCHEMA_INVALID,
                "The request to " + location
                        + " cannot be sent: a header or the credential cannot be sent as an HTTP header (forbidden name or characters).");
    }

    /** A fresh exchange, so that camel-http sends these headers and nothing else of the caller's. */
    private void request(Exchange exchange, URI url, String location) {
        exchange.setProperty(RestPageRoute.LOCATION, location);
        exchange.setProperty(RestPageRoute.RESPONSE_TIMEOUT, config.timeout().toMillis());
        Message request = exchange.getMessage();
        request.setHeader(Exchange.HTTP_URI, url.toString());
        request.setHeader(Exchange.HTTP_METHOD, config.method().name());
        request.setHeader("Accept", "application/json");
        config.headers().forEach(request::setHeader);
        credential.ifPresent(header -> request.setHeader(header.name(), header.value()));
        if (config.method() == RestConfig.Method.POST) {
            // Camel's headers ignore case, as HTTP does: a configured content-type wins.
            if (request.getHeader(Exchange.CONTENT_TYPE) == null) {
                request.setHeader(Exchange.CONTENT_TYPE, "application/json");
            }
            request.setBody(config.body() == null ? "" : config.body());
        }
    }
}
