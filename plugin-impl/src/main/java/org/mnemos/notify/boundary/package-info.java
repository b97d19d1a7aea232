/**
 * The ways in: a dashboard's subscriptions ({@code …/artifacts/{id}/subscriptions}), its threshold alerts and
 * their events ({@code …/alerts}, {@code …/alert-events}), and the public unsubscribe link
 * ({@code /unsubscribe/{token}}).
 */
package org.mnemos.notify.boundary;
