/**
 * From descriptor to MCP tool and back: {@code ToolSchemas} derives a tool's input and output schema,
 * {@code NodeTools} builds the tool list and its handlers over {@code NodeDispatcher}, {@code ToolResults}
 * turns a port or a failure into a tool result, {@code OriginPolicy} decides which browser origins may call.
 */
package org.mnemos.mcp.control;
