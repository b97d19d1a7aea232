package org.mnemos.artifact.boundary;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.api.node.Violation;
import org.mnemos.dashboard.entity.ArtifactForm;
import org.mnemos.platform.ProblemException;

@Schema(description = "A new artifact, generated from the data source's profile and the workspace's selective memory")
public record CreateArtifact(
        @Schema(required = true, example = "Weekly operations")
        String name,

        @Schema(required = true, example = "5e0c2a8e-9c4b-4c38-a3f1-0d1c7f3e2b44")
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

    void validate() {
        List<Violation> faults = new ArrayList<>();
        if (name == null || name.isBlank()) {
            faults.add(new Violation("/name", "an artifact needs a name"));
        }
        if (dataSourceId == null || dataSourceId.isBlank()) {
            faults.add(new Violation("/dataSourceId", "name the data source the artifact shows"));
        }
        if (!faults.isEmpty()) {
            throw ProblemException.invalidInput("The artifact cannot be created as given.", faults);
        }
    }
}
