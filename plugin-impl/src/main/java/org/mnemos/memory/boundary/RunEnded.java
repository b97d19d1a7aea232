package org.mnemos.memory.boundary;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A run that has ended and how many of its scratch entries expired with it. */
public record RunEnded(
        @Schema(example = "run-42") String run,
        @Schema(example = "3") int expired) {}
