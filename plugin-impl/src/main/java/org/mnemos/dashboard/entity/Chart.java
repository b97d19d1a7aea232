package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonInclude;

/** A chart in a Vega-Lite subset: one mark, the grouping on x, the aggregate on y, an optional colour. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Chart(String id, String title, Mark mark, XEncoding x, YEncoding y, ColourEncoding colour) {}
