/**
 * The connector routes and their one error policy: {@link org.mnemos.connector.route.ConnectorRoutes}
 * (the route template {@code connector}, instantiated per discovered connector and operation —
 * test, preview, profile), the shared route configuration
 * {@link org.mnemos.connector.route.ConnectorErrorPolicy} (retries with backoff and jitter for
 * transient failures only), per-source circuit breakers, the connectors' settings, and
 * {@link org.mnemos.connector.route.CamelDataConnectors}, the plugin-api port the rest of the
 * application calls.
 */
package org.mnemos.connector.route;
