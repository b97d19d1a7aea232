package org.mnemos.artifact.boundary;

import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.artifact.control.Artifacts;

@Schema(description = "A created artifact with the creator's first draft and how it was generated")
public record CreatedArtifact(ArtifactView artifact, DraftView draft, GenerationView generation) {

    static CreatedArtifact of(Artifacts.Created created) {
        return new CreatedArtifact(
                ArtifactView.of(created.artifact()),
                DraftView.of(created.draft()),
                GenerationView.of(created.generation().record()));
    }
}
