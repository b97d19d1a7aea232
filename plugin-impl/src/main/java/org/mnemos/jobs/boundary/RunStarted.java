package org.mnemos.jobs.boundary;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A run that has been accepted; poll {@code GET …/runs/{id}} for its status. */
public record RunStarted(
        @Schema(example = "0b5e2f7a-3c1d-4e8f-9a6b-7c8d9e0f1a2b")
        String id,

        @Schema(example = "intelligent-decay") String job) {}
