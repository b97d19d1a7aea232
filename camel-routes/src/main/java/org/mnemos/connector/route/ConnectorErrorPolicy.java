package org.mnemos.connector.route;

import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import org.apache.camel.LoggingLevel;
import org.apache.camel.builder.RouteConfigurationBuilder;
import org.mnemos.api.connector.ConnectorException;

/**
 * The route configuration {@value #ID}, referenced by every connector route: transient
 * connector failures are redelivered with exponential backoff and jitter (Camel's collision
 * avoidance, ±15 %, so that reads which failed together do not retry in lockstep); every
 * other failure reaches the caller at once, unchanged, with its stable code.
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
        routeConfiguration(ID)
                .onException(ConnectorException.class)
                .onWhen(exchange ->
                        exchange.getException(ConnectorException.class).isTransient())
                .maximumRedeliveries(policy.redeliveries())
                .redeliveryDelay(policy.firstDelay().toMillis())
                .useExponentialBackOff()
                .backOffMultiplier(2)
                .maximumRedeliveryDelay(policy.maxDelay().toMillis())
                .useCollisionAvoidance()
                .retryAttemptedLogLevel(LoggingLevel.WARN)
                .logStackTrace(false)
                .handled(false);
    }
}
