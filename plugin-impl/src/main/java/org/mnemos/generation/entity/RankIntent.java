package org.mnemos.generation.entity;

/**
 * Keep the first {@code n} groups ("top 10", "5 largest", "the least").
 *
 * @param n       how many; 1 when no number was written with "largest" or "least"
 * @param largest whether the largest are kept (else the smallest)
 */
public record RankIntent(int n, boolean largest) {}
