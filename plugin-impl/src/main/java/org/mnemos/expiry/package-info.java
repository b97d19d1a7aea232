/**
 * The scratch-expiry job (Jakarta Batch, {@code META-INF/batch-jobs/scratch-expiry.xml}), registered as a
 * maintenance job and scheduled per tenant: erases expired scratch with its index entries and applies the
 * retention policy's review rule to durable and semantic entries past their review date. Erasure goes
 * through memory's {@code Forgetting}, with the same guarantees as Forget.
 */
package org.mnemos.expiry;
