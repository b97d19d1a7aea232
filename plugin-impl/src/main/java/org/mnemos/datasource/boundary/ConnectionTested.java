package org.mnemos.datasource.boundary;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The source answered and accepted its credentials; a failed test is a problem instead. */
public record ConnectionTested(
        @Schema(example = "9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d")
        String id,

        @Schema(example = "true") boolean ok) {}
