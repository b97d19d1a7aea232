/**
 * {@code JobRun}, one row of {@code job_run} (status, requester, batch execution, metrics, dry-run
 * candidates and skipped entries as JSON), {@code Skip}, an entry a run skipped and why, and
 * {@code JobScope}, what a run covers when no workspace is named.
 */
package org.mnemos.jobs.entity;
