/**
 * Artifacts: dashboards generated once from a data source's profile and the workspace's selective memory,
 * kept as versions and drafts, published, and served with the data injected at run time. What a dashboard
 * is belongs to {@code dashboard}, how it is made to {@code generation}, the program check to
 * {@code programcheck}, and the refreshes that store newer data to {@code refresh}, which rendering reads
 * through a port.
 */
package org.mnemos.artifact;
