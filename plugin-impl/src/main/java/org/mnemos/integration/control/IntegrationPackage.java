package org.mnemos.integration.control;

import java.io.IOException;
import java.io.OutputStream;

/** A package for one platform, generated from the node descriptors; each platform is one CDI bean. */
public interface IntegrationPackage {

    /** Stable id in {@code /api/integrations/{id}}, e.g. {@code node-red}. */
    String id();

    /** The platform's name as its users know it, e.g. {@code Node-RED}. */
    String platform();

    /** The package's own name on that platform, e.g. {@code node-red-contrib-mnemos}. */
    String packageName();

    /** One sentence on what to do with the file. */
    String installation();

    String mediaType();

    /** The package's own version, by default the product's. */
    default String version(PackageRequest request) {
        return request.version();
    }

    String fileName(PackageRequest request);

    void write(PackageRequest request, OutputStream out) throws IOException;
}
