package org.mnemos.integration.control;

import java.util.List;
import org.mnemos.api.node.NodeDescriptor;

/**
 * What a package is generated from: the available nodes, the product version (also the package's version) and
 * the absolute address of {@code /api} the download came through, the default for the package's base URL.
 */
public record PackageRequest(List<NodeDescriptor> nodes, String version, String api) {

    public PackageRequest {
        nodes = List.copyOf(nodes);
    }

    /** The address of one of the application's pages ({@code developers}), beside {@code /api}. */
    public String page(String path) {
        return api.replaceAll("/api/?$", "") + "/" + path;
    }
}
