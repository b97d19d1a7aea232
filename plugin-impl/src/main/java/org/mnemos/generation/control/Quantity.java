package org.mnemos.generation.control;

import org.mnemos.dashboard.entity.Aggregate;
import org.mnemos.dashboard.entity.Ratio;

/**
 * What a chart's y or a KPI shows for a measure of a request: {@code field} aggregated (a {@code null} field:
 * rows counted), divided by {@code per}'s aggregate for a ratio, under its own {@code title} when derived.
 */
record Quantity(String field, Aggregate aggregate, Ratio per, String title) {}
