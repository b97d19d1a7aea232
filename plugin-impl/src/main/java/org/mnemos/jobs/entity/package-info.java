/**
 * {@code JobRun}, one row of {@code job_run} (status, requester, batch execution, metrics and dry-run
 * candidates as JSON), and {@code JobScope}, what a run covers when no workspace is named.
 */
package org.mnemos.jobs.entity;
