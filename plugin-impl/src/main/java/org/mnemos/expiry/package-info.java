/**
 * The scratch-expiry job (Jakarta Batch, {@code META-INF/batch-jobs/scratch-expiry.xml}): erases
 * expired scratch with its index entries and applies the retention policy's review rule to durable
 * entries past their review date. Artifacts are named by role.
 */
package org.mnemos.expiry;
