/**
 * Maintenance jobs as a whole: the registry of {@code MaintenanceJob}s (listed by
 * {@code GET /api/admin/jobs}), starting a run (optionally dry), its status, metrics and, for dry runs,
 * the candidates it would act on, and the restart of runs whose instance died. The jobs themselves
 * (intelligent decay, scratch expiry) live in their own capabilities and register here.
 */
package org.mnemos.jobs;
