package org.mnemos.connector.rest;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Optional;
import org.mnemos.api.connector.ConnectorException;
import org.mnemos.api.connector.FailureCode;
import org.mnemos.connector.json.JsonRecords;

/** One request of a REST source and its JSON answer. */
final class RestCall {

    private final HttpClient client;
    private final RestConfig config;
    private final Optional<CredentialHeader> credential;

    RestCall(HttpClient client, RestConfig config, Optional<CredentialHeader> credential) {
        this.client = client;
        this.config = config;
        this.credential = credential;
    }

    JsonNode fetch(URI url) {
        String location = RestConfig.location(url);
        HttpResponse<String> response;
        try {
            response = client.send(request(url), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw RestFailures.ofIo(e, location);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ConnectorException(FailureCode.SOURCE_UNREACHABLE, "The read of " + location + " was interrupted.")
                    .withRetryable(false);
        }
        if (response.statusCode() / 100 != 2) {
            throw RestFailures.ofStatus(response.statusCode(), location);
        }
        return JsonRecords.parse(response.body(), "The answer of " + location);
    }

    private HttpRequest request(URI url) {
        HttpRequest.Builder request = HttpRequest.newBuilder(url).timeout(config.timeout())
                .header("Accept", "application/json");
        try {
            config.headers().forEach(request::header);
            credential.ifPresent(header -> request.header(header.name(), header.value()));
        } catch (IllegalArgumentException e) {
            // Not chained: the JDK's message may quote the offending header value, a secret.
            throw new ConnectorException(FailureCode.SOURCE_SCHEMA_INVALID,
                    "A header or the credential cannot be sent as an HTTP header (forbidden name or characters).");
        }
        if (config.method() == RestConfig.Method.POST) {
            if (config.headers().keySet().stream().noneMatch("Content-Type"::equalsIgnoreCase)) {
                request.header("Content-Type", "application/json");
            }
            String body = config.body() == null ? "" : config.body();
            return request.POST(HttpRequest.BodyPublishers.ofString(body)).build();
        }
        return request.GET().build();
    }
}
