/**
 * Maintenance job runs as admins see them: starting a run (optionally dry), its status, metrics
 * and, for dry runs, the candidates it would act on. The jobs themselves live in their features.
 */
package org.mnemos.jobs;
