package org.mnemos.refresh.boundary;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(description = "A refresh of the artifact's published head; an empty body refreshes from its own data source")
public record RefreshRequest(
        @Schema(description = "Another data source of the workspace to read; default: the artifact's own")
        String dataSourceId,

        @Schema(
                description = "Publish the refreshed data as a new version (source REFRESH) instead of a snapshot"
                        + " of the head",
                defaultValue = "false")
        Boolean publish) {

    static final RefreshRequest NONE = new RefreshRequest(null, null);

    boolean publishOrDefault() {
        return Boolean.TRUE.equals(publish);
    }
}
