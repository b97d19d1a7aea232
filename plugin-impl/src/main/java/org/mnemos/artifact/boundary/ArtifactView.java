package org.mnemos.artifact.boundary;

import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.artifact.entity.Artifact;
import org.mnemos.dashboard.entity.ArtifactForm;

// Instants are sent as ISO-8601 strings, as in the other views: the JSON provider serving a response is not
// always the one configured with the Java time module.
@Schema(description = "An artifact; head is its latest published version, 0 before the first publish")
public record ArtifactView(
        @Schema(example = "0b6f7c1e-3f7a-4f0e-9d55-2c1f2b0f9a11")
        String id,

        @Schema(example = "Weekly operations") String name,

        @Schema(example = "5e0c2a8e-9c4b-4c38-a3f1-0d1c7f3e2b44")
        String dataSourceId,

        ArtifactForm form,
        @Schema(example = "3") int head,
        @Schema(example = "ann") String createdBy,
        @Schema(example = "2026-12-01T10:00:00Z") String createdAt) {

    static ArtifactView of(Artifact a) {
        return new ArtifactView(
                a.id(),
                a.name(),
                a.dataSourceId(),
                a.form(),
                a.head(),
                a.createdBy(),
                a.createdAt().toString());
    }
}
