package org.mnemos.artifact.boundary;

import jakarta.validation.constraints.NotBlank;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@Schema(description = "The new content of the caller's draft; saving it is one undoable edit")
public record DraftEdit(
        @Schema(
                required = true,
                description = "The spec JSON as text, or the HTML program",
                example = "{\n  \"version\": 1,\n  \"title\": \"Weekly operations\",\n  …\n}\n")
        @NotBlank(message = "the draft needs content")
        String content) {}
