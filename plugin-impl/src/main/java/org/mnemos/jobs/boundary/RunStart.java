package org.mnemos.jobs.boundary;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * The body of starting a run; both fields are optional (no body at all starts a real, tenant-wide run). An
 * unknown field is refused (422): a misspelt {@code dryRun} must not start a run for real.
 */
public record RunStart(
        @Schema(
                description = "Limit the run to one workspace of the tenant",
                example = "5f0c1d2e-8a4b-4c3d-9e1f-2a3b4c5d6e7f")
        String workspace,

        @Schema(description = "Only record what the run would change", defaultValue = "false", example = "true")
        Boolean dryRun) {

    static final RunStart DEFAULT = new RunStart(null, false);

    boolean dry() {
        return Boolean.TRUE.equals(dryRun);
    }
}
