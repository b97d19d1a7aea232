package org.mnemos.integration.boundary;

import org.mnemos.integration.control.IntegrationPackage;
import org.mnemos.integration.control.PackageRequest;

/** One entry of {@code GET /api/integrations}. */
public record IntegrationListing(
        String id,
        String platform,
        String packageName,
        String version,
        String fileName,
        String mediaType,
        String installation,
        String href) {

    static IntegrationListing of(IntegrationPackage offered, PackageRequest request) {
        return new IntegrationListing(
                offered.id(),
                offered.platform(),
                offered.packageName(),
                offered.version(request),
                offered.fileName(request),
                offered.mediaType(),
                offered.installation(),
                request.api() + "/integrations/" + offered.id());
    }
}
