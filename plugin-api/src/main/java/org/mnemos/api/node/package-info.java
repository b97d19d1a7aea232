/**
 * The workflow node contract a host platform implements against: a node describes itself
 * ({@link org.mnemos.api.node.NodeDescriptor}) and executes with a {@link org.mnemos.api.node.NodeContext}.
 * Plain Java, no container types, so any LCNC engine can embed the nodes in-process.
 */
package org.mnemos.api.node;
