package org.mnemos.connector.rest;

import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import org.apache.camel.Exchange;
import org.apache.camel.Message;
import org.apache.camel.builder.RouteBuilder;
import org.apache.camel.component.http.HttpComponent;
import org.apache.camel.model.RouteDefinition;
import org.mnemos.connector.json.JsonRecords;

/**
 * The route every page of a REST source is read through: camel-http (Apache HttpClient 5)
 * sends the request {@link RestCall} prepared, and the answer is parsed here, while its stream
 * is still open. The route has no error handler of its own: a failure goes back to the
 * connector read that asked for the page, and the connector error policy retries that read as
 * a whole, since a later page cannot be retried apart from the rows before it.
 */
final class RestPageRoute extends RouteBuilder {

    static final String URI = "direct:connector-rest-page";
    /** Exchange property: how long the answer may take, in milliseconds. */
    static final String RESPONSE_TIMEOUT = "mnemosResponseTimeout";
    /** Exchange property: the URL without its query, for messages. Not a header: camel-http sends headers. */
    static final String LOCATION = "mnemosLocation";

    private final Duration connectTimeout;

    RestPageRoute(Duration connectTimeout) {
        this.connectTimeout = connectTimeout;
    }

    @Override
    public void configure() {
        // Names resolve only through the egress policy, and the client connects to what it checked.
        GuardedHttp.configure(getContext().getComponent("http", HttpComponent.class), connectTimeout);

        RouteDefinition page = from(URI).routeId("connector-rest-page").errorHandler(noErrorHandler());
        // The address travels in the CamelHttpUri header, not in the endpoint URI, which Camel
        // lists in its endpoint registry: a query may carry an API key. camel-http reads the answer
        // into Camel's stream cache (memory up to a threshold, a temporary file beyond), so an
        // answer of any size gives its connection back at once.
        page.toD()
                .uri("http://rest-source?throwExceptionOnFailure=false" + "&responseTimeout=${exchangeProperty."
                        + RESPONSE_TIMEOUT + "}")
                // One endpoint per timeout: the optimised dynamic producer would take the timeout
                // for a query parameter and send it to the server instead of applying it.
                .allowOptimisedComponents(false);
        page.process(RestPageRoute::readAnswer);
    }

    private static void readAnswer(Exchange exchange) throws IOException {
        Message answer = exchange.getMessage();
        String location = exchange.getProperty(LOCATION, String.class);
        int status = answer.getHeader(Exchange.HTTP_RESPONSE_CODE, Integer.class);
        try (InputStream body = answer.getBody(InputStream.class)) {
            if (status / 100 != 2) {
                throw RestFailures.ofStatus(status, location);
            }
            answer.setBody(
                    JsonRecords.read(body == null ? InputStream.nullInputStream() : body, "The answer of " + location));
        } catch (IOException e) {
            throw RestFailures.ofIo(e, location);
        }
    }
}
