/**
 * What a refresh records: {@code RefreshRecord}, the record of one refresh of an artifact version (its
 * {@code RefreshStatus} and {@code RefreshTrigger}, and when it succeeded the data its page is rendered with:
 * a spec's datasets or a program's {@code SnapshotRows}); the {@code Drift} of new data against the data an
 * artifact was made for; {@code RefreshSchedule}s with their {@code ScheduleSettings}; and members' own
 * {@code ViewerBinding}s.
 */
package org.mnemos.refresh.entity;
