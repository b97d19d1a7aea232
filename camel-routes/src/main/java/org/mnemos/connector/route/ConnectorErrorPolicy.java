package org.mnemos.connector.route;

import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import org.apache.camel.LoggingLevel;
import org.apache.camel.builder.RouteConfigurationBuilder;
import org.apache.camel.model.RouteConfigurationDefinition;
import org.mnemos.api.connector.ConnectorException;

/**
 * The route configuration {@value #ID}, referenced by every connector route: transient
 * connector failures are redelivered with exponential backoff and jitter (Camel's collision
 * avoidance, ±15 %, so that reads which failed together do not retry in lockstep); every
 * other failure reaches the caller at once, unchanged, with its stable code. Camel logs none of them: a
 * connector failure is expected (a member's source that is down, refused or slow), and Camel's report of it,
 * its stack trace and message history, is ~10 KB per failed request; {@link CamelDataConnectors} reports it in
 * one throttled line instead.
 */
@Dependent
public class ConnectorErrorPolicy extends RouteConfigurationBuilder {

    public static final String ID = "connector-error-policy";

    private final ConnectorPolicy policy;

    @Inject
    ConnectorErrorPolicy(ConnectorSettings settings) {
        this(settings.policy());
    }

    public ConnectorErrorPolicy(ConnectorPolicy policy) {
        this.policy = policy;
    }

    @Override
    public void configuration() {
        RouteConfigurationDefinition connectorFailures = routeConfiguration(ID);
        connectorFailures
                .onException(ConnectorException.class)
                .onWhen(exchange ->
                        exchange.getException(ConnectorException.class).isTransient())
                .maximumRedeliveries(policy.redeliveries())
                .redeliveryDelay(policy.firstDelay().toMillis())
                .useExponentialBackOff()
                .backOffMultiplier(2)
                .maximumRedeliveryDelay(policy.maxDelay().toMillis())
                .useCollisionAvoidance()
                .retryAttemptedLogLevel(LoggingLevel.DEBUG)
                .logStackTrace(false)
                .logExhausted(false)
                .handled(false);
        connectorFailures
                .onException(ConnectorException.class)
                .logStackTrace(false)
                .logExhausted(false)
                .handled(false);
    }
}
