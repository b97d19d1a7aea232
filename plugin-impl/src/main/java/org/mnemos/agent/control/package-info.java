/**
 * {@code AgentOpenApi} writes the document from the available nodes' descriptors, with the MCP tools' names and
 * argument schemas ({@code org.mnemos.mcp.control}).
 */
package org.mnemos.agent.control;
