package org.mnemos.jobs.entity;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** An entry a job run skipped and why, as the run shows it: {@code {"id", "reason"}}; never content. */
@Schema(
        description = "An entry the run could not score or expire and left as it was (a run lists at most 1,000;"
                + " metrics.skipped counts them all)")
public record Skip(
        @Schema(example = "5f1c…") String id,

        @Schema(example = "its embedding is 3 bytes, not a whole vector")
        String reason) {}
