/**
 * The batch artifacts of {@code META-INF/batch-jobs/scratch-expiry.xml}, named by role: the reader
 * (due entries in id order, checkpointed by the last id), the processor (the workspace policy's review
 * rule) and the writer (applies or, in a dry run, only reports a chunk, and accounts it into the run).
 */
package org.mnemos.expiry.boundary;
