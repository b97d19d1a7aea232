package org.mnemos.node.boundary;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.media.SchemaProperty;
import org.mnemos.api.node.NodeDescriptor;
import org.mnemos.node.control.CatalogEntry;

/** A node as the catalog lists it: the descriptor the node publishes, plus whether it can run here. */
@Schema(
        name = "Node",
        allOf = NodeDescriptor.class,
        properties =
                @SchemaProperty(
                        name = "available",
                        type = SchemaType.BOOLEAN,
                        description = "false: listed so designers can show it, but executing it answers 501"))
public record CatalogNode(@JsonUnwrapped NodeDescriptor descriptor, boolean available) {

    static CatalogNode of(CatalogEntry entry) {
        return new CatalogNode(entry.descriptor(), entry.available());
    }
}
