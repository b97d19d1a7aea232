/**
 * The logic of the scratch-expiry job: {@code ScratchExpiryJob} (its registration as a
 * {@code MaintenanceJob}, scheduled per tenant on {@code mnemos.jobs.scratch-expiry.*}),
 * {@code ExpiryCandidates} (which entries are due) and {@code Expiry} (erases expired scratch and
 * durable entries the policy deletes through {@code Forgetting}, marks the others REVIEW_DUE).
 */
package org.mnemos.expiry.control;
