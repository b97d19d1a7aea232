package org.mnemos.artifact.boundary;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.dashboard.entity.ArtifactForm;

@Schema(description = "A new artifact, generated from the data source's profile and the workspace's selective memory")
public record CreateArtifact(
        @Schema(required = true, maxLength = 200, example = "Weekly operations")
        @NotBlank(message = "an artifact needs a name")
        @Size(max = 200, message = "an artifact's name has at most 200 characters")
        String name,

        @Schema(required = true, maxLength = 36, example = "5e0c2a8e-9c4b-4c38-a3f1-0d1c7f3e2b44")
        @NotBlank(message = "name the data source the artifact shows")
        @Size(max = 36, message = "a data source id has at most 36 characters")
        String dataSourceId,

        // Unannotated, so that OpenAPI refers to the enum's schema instead of inlining a copy; SPEC by default.
        ArtifactForm form,

        @Schema(example = "weekly operations dashboard") String instruction) {

    ArtifactForm formOrDefault() {
        return form == null ? ArtifactForm.SPEC : form;
    }

    String instructionOrDefault() {
        return instruction == null || instruction.isBlank() ? name : instruction;
    }
}
