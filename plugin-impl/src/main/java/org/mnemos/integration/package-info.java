/**
 * Mnemos inside the platforms people already use: {@code GET /api/integrations} lists one package per platform
 * (Node-RED, n8n, Camunda), each generated on request from the available node descriptors, so a new node or field
 * reaches every platform at once. The packages call {@code /api/tools/{toolName}} ({@code agent}). May use
 * {@code node}, {@code mcp} and {@code agent}; nothing depends on it.
 */
package org.mnemos.integration;
