package org.mnemos.artifact.boundary;

import com.fasterxml.jackson.annotation.JsonInclude;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.artifact.entity.ArtifactVersion;
import org.mnemos.artifact.entity.VersionSource;

@Schema(description = "A published version; content only when one version is read")
@JsonInclude(JsonInclude.Include.NON_NULL)
public record VersionView(
        @Schema(example = "3") int number,
        @Schema(example = "9f2c…") String sha256,
        VersionSource source,

        @Schema(description = "The version a REVERT copied", example = "1")
        Integer revertedFrom,

        @Schema(description = "Fingerprint of the data source profile the content was checked against")
        String profileFingerprint,

        @Schema(description = "Who published it here; for an imported version, the importer", example = "bob")
        String createdBy,

        @Schema(description = "When; for an imported version, the import's time", example = "2026-12-01T10:30:00Z")
        String createdAt,

        @Schema(description = "An imported version only: who the export says made it (provenance, not checked)")
        String originalCreatedBy,

        @Schema(
                description = "An imported version only: when the export says it was made",
                example = "2026-11-02T08:00:00Z")
        String originalCreatedAt,

        @Schema(description = "The spec JSON (canonical text) or the HTML program")
        String content,

        @Schema(
                description = "The generation the content came from (a REVERT carries the reverted version's);"
                        + " null when no generator made it",
                nullable = true)
        @JsonInclude(JsonInclude.Include.ALWAYS)
        GenerationView generation) {

    static VersionView summary(ArtifactVersion v) {
        return of(v, null);
    }

    static VersionView full(ArtifactVersion v) {
        return of(v, v.content());
    }

    private static VersionView of(ArtifactVersion v, String content) {
        return new VersionView(
                v.number(),
                v.sha256(),
                v.source(),
                v.revertedFrom(),
                v.profileFingerprint(),
                v.createdBy(),
                v.createdAt().toString(),
                v.originalCreatedBy(),
                v.originalCreatedAt() == null ? null : v.originalCreatedAt().toString(),
                content,
                GenerationView.of(v.generation()));
    }
}
