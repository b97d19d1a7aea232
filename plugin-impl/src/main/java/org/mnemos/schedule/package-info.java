/**
 * Starts scheduled work and does nothing else. It takes its scopes from {@code ScheduleSource} beans (the
 * maintenance jobs are one) and knows no job. Each tick starts, per scope, only the latest fire at or
 * before now (so a missed night runs once at start-up), never a fire from before the scope existed or its
 * schedule changed, and claims every fire in PostgreSQL so that several instances sharing the database
 * start one run per fire.
 */
package org.mnemos.schedule;
