/**
 * Retention policies set by admins per workspace and as a tenant default: scratch lifetime,
 * durable review, the decay formula's weights and threshold, consolidation and the decay schedule.
 */
package org.mnemos.retention;
