/**
 * Webhooks: plugin-api's {@code Webhooks} port served by a Camel route. {@code CamelWebhooks} resolves
 * the signing secret by name at send time, signs the body ({@code WebhookSignature}) and checks the
 * destination against the egress policy; {@code WebhookRoutes} posts it through the guarded camel-http
 * component with the connectors' retry policy.
 */
package org.mnemos.connector.webhook;
