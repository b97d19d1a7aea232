/**
 * The rules an artifact must keep before it is stored or served. Today: the data-injection check
 * ({@link org.mnemos.artifact.control.InjectionCheck}) that a dashboard program consumes data only
 * from its runtime injection point — no data values from the profile in its source, no data-like
 * literals, no network or escape APIs, no foreign scripts — and stays under its size limit. The
 * findings are plain values; the boundary turns them into a 422 problem.
 */
package org.mnemos.artifact.control;
