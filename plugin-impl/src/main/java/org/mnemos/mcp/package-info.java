/**
 * Mnemos as an MCP server ({@code /mcp}, streamable HTTP, stateless): one tool per available node, generated
 * from its descriptor and executed through {@code NodeDispatcher}, so an agent meets the same rules as the REST
 * API. May use {@code node} and {@code security}; nothing depends on it.
 */
package org.mnemos.mcp;
