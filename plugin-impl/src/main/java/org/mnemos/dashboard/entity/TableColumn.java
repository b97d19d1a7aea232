package org.mnemos.dashboard.entity;

import com.fasterxml.jackson.annotation.JsonInclude;

/** A column of a detail table; numbers carry a format, other values are shown as read. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record TableColumn(String field, NumberFormat format) {}
