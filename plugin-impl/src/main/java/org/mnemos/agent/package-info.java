/**
 * The agent-facing OpenAPI: {@code GET /api/openapi/nodes.json} describes one operation per available node for
 * tool importers (Dify, Flowise, Langflow, Camunda's generator), {@code POST /api/tools/{toolName}} executes it
 * through {@code NodeDispatcher}. Same tool names and schemas as {@code mcp}, whose derivations it uses.
 */
package org.mnemos.agent;
