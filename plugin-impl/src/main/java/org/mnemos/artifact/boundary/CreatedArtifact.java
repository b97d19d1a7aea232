package org.mnemos.artifact.boundary;

import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.artifact.control.Artifacts;
import org.mnemos.artifact.control.Generation;

@Schema(description = "A created artifact with the creator's first draft and how it was generated")
public record CreatedArtifact(ArtifactView artifact, DraftView draft, GenerationView generation) {

    @Schema(description = "The generation record")
    public record GenerationView(
            @Schema(example = "offline") String generator,
            @Schema(description = "null offline") String model,
            @Schema(example = "512") int promptTokens,
            @Schema(example = "0") int completionTokens,
            @Schema(example = "12") long latencyMillis) {

        static GenerationView of(Generation g) {
            return new GenerationView(
                    g.generator(),
                    g.model(),
                    g.promptTokens(),
                    g.completionTokens(),
                    g.latency().toMillis());
        }
    }

    static CreatedArtifact of(Artifacts.Created created) {
        return new CreatedArtifact(
                ArtifactView.of(created.artifact()),
                DraftView.of(created.draft()),
                GenerationView.of(created.generation()));
    }
}
