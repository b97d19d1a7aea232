package org.mnemos.generation.entity;

/** A phrase the parser could not map, and why: reported, never guessed. */
public record Unmatched(String phrase, String reason) {}
