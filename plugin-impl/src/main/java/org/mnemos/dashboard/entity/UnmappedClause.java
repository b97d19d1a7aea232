package org.mnemos.dashboard.entity;

/**
 * A phrase of the request the generator could not map to the table, and why ("'margin'": no column matches):
 * reported to the caller beside the notes, never guessed.
 */
public record UnmappedClause(String clause, String reason) {}
