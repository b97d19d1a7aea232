/**
 * JSON to rows, shared by the REST and MCP connectors: {@link org.mnemos.connector.json.JsonRecords}
 * finds the records by a JSONPath record path, {@link org.mnemos.connector.json.JsonRowStream}
 * turns them, page by page, into rows under a header of the records' keys.
 */
package org.mnemos.connector.json;
