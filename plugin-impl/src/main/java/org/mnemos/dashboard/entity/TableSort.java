package org.mnemos.dashboard.entity;

/** The row order of a detail table before its limit applies. */
public record TableSort(String field, SortOrder order) {}
