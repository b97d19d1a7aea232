/**
 * {@code /api/workspaces/{ws}/data-sources}: register, list, reconfigure, remove, upload a CSV file,
 * test, preview and profile; and {@code ConnectorProblems}, which answers connector failures with
 * their stable codes (502/504 for the source's fault, 422 for the configuration's or the data's).
 */
package org.mnemos.datasource.boundary;
