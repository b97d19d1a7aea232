package org.mnemos.node.control;

import java.util.Optional;
import org.mnemos.api.node.NodeDescriptor;
import org.mnemos.api.node.NodeType;
import org.mnemos.api.node.WorkflowNode;

/** A node as the catalog knows it: its descriptor, compiled schema and implementation if one is deployed. */
public record CatalogEntry(
        NodeType type, NodeDescriptor descriptor, InputSchema inputSchema, Optional<WorkflowNode> implementation) {

    public boolean available() {
        return implementation.isPresent();
    }
}
