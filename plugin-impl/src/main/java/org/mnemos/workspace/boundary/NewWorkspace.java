package org.mnemos.workspace.boundary;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The body of creating a workspace. */
@JsonIgnoreProperties(ignoreUnknown = true)
public record NewWorkspace(
        @Schema(required = true, maxLength = 200, example = "sales")
        String name) {}
