/**
 * The webhook port: the application notifies an address of its users' choosing (a refresh schedule's
 * webhook) without knowing what sends the request. {@code Webhooks} posts a signed body and reports the
 * delivery; {@code WebhookSignature} is the signing scheme receivers verify.
 */
package org.mnemos.api.notify;
