/**
 * Artifacts: dashboards generated once from a data source's profile and the workspace's selective
 * memory, then served with the data injected at run time. A {@code DashboardSpec} (JSON, checked against
 * a published schema and against the profile's columns) is the default form; an HTML/JS program is the
 * other.
 */
package org.mnemos.artifact;
