package org.mnemos.workspace.boundary;

import jakarta.validation.constraints.NotNull;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.mnemos.workspace.entity.Role;

/** A user's role in a workspace: the body of setting it ({@code role} only) and the answer (all three). */
@Schema(requiredProperties = "role")
public record Membership(
        @Schema(readOnly = true, example = "5f0c1d2e-8a4b-4c3d-9e1f-2a3b4c5d6e7f")
        String workspace,

        @Schema(readOnly = true, example = "bob") String user,

        @NotNull(message = "role must be one of VIEWER, STEWARD, OWNER")
        Role role) {}
