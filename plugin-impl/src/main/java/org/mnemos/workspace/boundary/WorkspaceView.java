package org.mnemos.workspace.boundary;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.workspace.entity.Role;

/** A workspace; listed ones also carry the caller's role in it and when it was created. */
@Schema(name = "Workspace")
@JsonInclude(JsonInclude.Include.NON_NULL)
public record WorkspaceView(
        @Schema(example = "5f0c1d2e-8a4b-4c3d-9e1f-2a3b4c5d6e7f")
        String id,

        @Schema(example = "sales") String name,

        @Schema(description = "The caller's role (in lists only)")
        Role role,

        @Schema(description = "In lists only") Instant createdAt) {}
