package org.mnemos.artifact.boundary;

import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.generation.entity.GenerationRecord;

@Schema(description = "How the content was generated; null when no generator made it (e.g. a hand-made first draft)")
public record GenerationView(
        @Schema(description = "offline or llm", example = "offline")
        String generator,

        @Schema(description = "The language model; null offline", example = "gpt-4o-mini")
        String model,

        @Schema(description = "Tokens of the composed prompt (the model's count; o200k_base offline)", example = "812")
        int promptTokens,

        @Schema(description = "Tokens the model produced; 0 offline", example = "0")
        int completionTokens,

        @Schema(description = "Wall-clock time of the generation, repair attempt included", example = "12")
        long latencyMs) {

    static GenerationView of(GenerationRecord g) {
        return g == null
                ? null
                : new GenerationView(g.generator(), g.model(), g.promptTokens(), g.completionTokens(), g.latencyMs());
    }
}
