package org.mnemos.sharing.boundary;

import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.sharing.control.Sharing;
import org.mnemos.sharing.entity.FixedFilters;

@Schema(description = "A share link as its creator asks for it; every member is optional")
public record ShareLinkForm(
        @Schema(
                minimum = "1",
                example = "30",
                description = "Days the link works, from 1 to mnemos.share-links.max-days (90 unless an"
                        + " administrator lowered it); default mnemos.share-links.default-days (30)")
        Integer expiresInDays,

        @Schema(
                minimum = "1",
                example = "3",
                description = "The published version the link always shows; absent: the latest published version"
                        + " at each opening")
        Integer version,

        @Schema(
                example = "{\"Ship Mode\": [\"Second Class\"]}",
                description = "Viewer-filter values the link applies and its visitors cannot change: per column"
                        + " of the dashboard's data, the values kept (a spec dashboard only)")
        @Size(max = 20, message = "fix at most 20 filters")
        Map<String, List<String>> fixedFilters,

        @Schema(
                example = "[\"https://intranet.example.com\"]",
                description = "Sites that may show the page in an iframe (origins: scheme://host[:port]); absent or"
                        + " empty: any site")
        List<String> embedOrigins) {

    Sharing.Order order() {
        return new Sharing.Order(
                expiresInDays, version, fixedFilters == null ? null : new FixedFilters(fixedFilters), embedOrigins);
    }
}
