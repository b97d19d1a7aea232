/**
 * The ways in to refreshing: {@code …/artifacts/{id}/refreshes} for UIs (start one, list the history, read
 * one) and the Refresh Data node for flows. Both translate a {@code RefreshOutcome} into their answer.
 *
 * <p>Schedules: {@code SchedulesResource}, an artifact's recurring refreshes (members read them;
 * stewards and owners, who see the webhooks, manage them); {@code SchedulePreviewResource}: a cron's words and
 * next fires, for editors.
 */
package org.mnemos.refresh.boundary;
