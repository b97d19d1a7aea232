/** {@code /api/openapi/nodes.json} and {@code /api/tools/{toolName}}: parse, delegate, answer; no node logic. */
package org.mnemos.agent.boundary;
