package org.mnemos.dashboard.entity;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * A phrase of the request the generator could not map to the table, and why ("'margin'": no column matches):
 * reported to the caller beside the notes, never guessed.
 */
@Schema(
        description = "A phrase of the requests behind a spec draft that the generator could not map to the table,"
                + " with its reason (also among the spec's notes); a draft lists none for a program")
public record UnmappedClause(
        @Schema(example = "margin") String clause,

        @Schema(example = "no column matches") String reason) {}
