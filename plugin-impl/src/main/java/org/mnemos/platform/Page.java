package org.mnemos.platform;

import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** One page of a list endpoint's items, newest first, with the total over all pages. */
public record Page<T>(
        List<T> items,

        @Schema(description = "0-based page number", example = "0")
        int page,

        @Schema(description = "Items per page (at most 200)", example = "50")
        int size,

        @Schema(description = "Items over all pages", example = "1")
        long total) {}
