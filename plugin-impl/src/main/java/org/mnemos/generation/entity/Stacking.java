package org.mnemos.generation.entity;

/** How coloured bars share a category ("stacked bar", "grouped bars"). */
public enum Stacking {
    STACKED,
    GROUPED
}
