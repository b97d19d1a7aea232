package org.mnemos.artifact.boundary;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(description = "What the generator should change in the caller's draft (or in the head version)")
public record Refinement(
        @Schema(required = true, maxLength = 4000, example = "show the charts as bars, top 10, one decimal")
        @NotBlank(message = "say what the generator should change")
        @Size(max = 4000, message = "an instruction has at most 4000 characters")
        String instruction) {}
