/**
 * Subscriptions and threshold alerts: who is mailed a dashboard and when ({@code Subscribing},
 * {@code SubscriptionScheduleSource}, {@code Delivering}), what an alert watches and when its state changes
 * ({@code AlertEditing}, {@code ThresholdCheck}, {@code AlertEvaluation}), and how a mail goes out
 * ({@code MailComposition}, {@code MailSender}, {@code RetryPolicy}). Nothing here calls a language model.
 */
package org.mnemos.notify.control;
