/**
 * The MCP endpoint: {@code McpEndpoint} registers the SDK's stateless servlet at {@code /mcp} behind
 * {@code McpAccess} (Origin allow-list, bearer token as the REST API wants it), and
 * {@code ProtectedResourceMetadata} tells clients where to get a token (RFC 9728).
 */
package org.mnemos.mcp.boundary;
