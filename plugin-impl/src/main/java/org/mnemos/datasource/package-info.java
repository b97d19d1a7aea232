/**
 * Data sources of a workspace (CSV, SQL, REST, MCP): registered once, tested, previewed and
 * profiled through the connector port; the latest profile becomes the workspace's DATA_SCHEMA memory.
 */
package org.mnemos.datasource;
