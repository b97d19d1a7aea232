/**
 * The streaming data profiler: {@link org.mnemos.connector.profile.ProfileBuilder} reads a
 * row stream once, in memory bounded by the number of columns (never by the number of rows),
 * and {@link org.mnemos.connector.profile.ProfileRenderer} turns the result into a prompt text
 * of a few hundred tokens. Exact where that is cheap (counts, mean, small value sets), sketches
 * from Apache DataSketches where it is not (quantiles, large distinct counts, frequent values).
 * What a value is (null, number, boolean, date in which format) is plugin-api's rule
 * ({@code TypedValue}, {@code DateFormats}), shared with every reader of rows.
 */
package org.mnemos.connector.profile;
