/**
 * The scheduler: {@code Scheduler} ticks on the server's managed scheduled executor and, for every
 * {@code ScheduleSource} bean, starts each scope's latest due fire once; {@code CronSchedule} reads a
 * five-field cron on a zone's wall clock; {@code ScheduledScope} is a scope with its schedule and since
 * when it applies; {@code FireClaims} claims each fire in {@code job_schedule_fire} so one instance of a
 * cluster starts it. It knows no job.
 */
package org.mnemos.schedule.control;
