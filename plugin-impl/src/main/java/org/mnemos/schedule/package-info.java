/**
 * Starts the maintenance jobs on their schedules and does nothing else: intelligent decay per
 * workspace on its retention policy's cron, scratch expiry per tenant on a configured cron. Each
 * tick starts, per scope, only the latest fire at or before now (so a missed night runs once at
 * start-up), never a fire from before the scope existed or its schedule changed, and claims every
 * fire in PostgreSQL so that several instances sharing the database start one run per fire.
 */
package org.mnemos.schedule;
