package org.mnemos.jobs.entity;

/** An entry a job run skipped and why, as the run shows it: {@code {"id", "reason"}}; never content. */
public record Skip(String id, String reason) {}
