package org.mnemos.datasource.boundary;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** An uploaded CSV file, now the source's {@code config.path}. */
public record SourceFileStored(
        @Schema(example = "9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d")
        String id,

        @Schema(example = "2048") long bytes,

        @Schema(example = "9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d.csv")
        String path) {}
