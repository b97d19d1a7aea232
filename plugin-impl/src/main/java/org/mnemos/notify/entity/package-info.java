/**
 * What subscriptions and alerts store: a {@link org.mnemos.notify.entity.Subscription} with its
 * {@link org.mnemos.notify.entity.Recipient}s, a {@link org.mnemos.notify.entity.KpiAlert} and the
 * {@link org.mnemos.notify.entity.AlertEvent}s of its state changes.
 */
package org.mnemos.notify.entity;
