/**
 * The data connector contract: a connector turns a source (CSV file, SQL query, REST
 * endpoint, MCP tool) into a {@link org.mnemos.api.connector.RowStream} of
 * {@link org.mnemos.api.connector.Row}s; the profiler turns that stream into a
 * {@link org.mnemos.api.connector.DataProfile}, the workspace's compact data schema.
 * Failures carry a stable {@link org.mnemos.api.connector.FailureCode}. How a text value is typed
 * ({@link org.mnemos.api.connector.TypedValue}, {@link org.mnemos.api.connector.DateFormat} of the
 * {@link org.mnemos.api.connector.DateFormats}) is ruled here once, for the profiler and for every
 * reader of rows.
 * {@link org.mnemos.api.connector.DataConnectors} is the port the application calls to test,
 * preview or profile a source of a {@link org.mnemos.api.connector.SourceType}; secrets reach
 * connectors only through a {@link org.mnemos.api.connector.CredentialResolver}. Plain Java, no
 * container or library types, so a host can implement its own connectors.
 */
package org.mnemos.api.connector;
