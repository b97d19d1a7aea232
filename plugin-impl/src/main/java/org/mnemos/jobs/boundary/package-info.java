/**
 * The maintenance jobs over HTTP, for administrators only: {@code GET /api/admin/jobs} lists the
 * registered jobs (name, scope, description); {@code /api/admin/jobs/{job}/runs} starts a run (optionally
 * dry), lists past runs and shows one run's status, metrics and dry-run candidates.
 */
package org.mnemos.jobs.boundary;
