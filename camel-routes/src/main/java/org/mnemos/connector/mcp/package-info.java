/**
 * The MCP connector: a client of the official MCP Java SDK over STDIO (a program this
 * installation allows) or streamable HTTP, reading a tool's result or a resource and mapping
 * its JSON to rows with the same record-path mapping as the REST connector. Mutual TLS is not
 * supported yet: a configuration with {@code tls} is refused with a clear message.
 */
package org.mnemos.connector.mcp;
