package org.mnemos.workspace.boundary;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The body of creating a workspace. */
public record NewWorkspace(
        @Schema(required = true, maxLength = 200, example = "sales")
        @NotBlank(message = "a workspace needs a name")
        @Size(max = 200, message = "a workspace's name has at most 200 characters")
        String name) {}
