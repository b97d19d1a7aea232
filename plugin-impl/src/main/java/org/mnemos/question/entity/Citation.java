package org.mnemos.question.entity;

import com.fasterxml.jackson.annotation.JsonInclude;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * One thing an answer used.
 *
 * @param type  kpi, chart, table, memory or profile
 * @param id    the KPI, chart or table id of the spec, the memory entry's id, or the profiled column's name
 * @param title the KPI, chart or table title, the start of the memory, or the column name
 * @param value the KPI's value, the chart points or table rows that matched, or the column's statistics
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@Schema(description = "What an answer used")
public record Citation(
        @Schema(enumeration = {"kpi", "chart", "table", "memory", "profile"})
        String type,

        @Schema(example = "total_sales") String id,
        @Schema(example = "Total Sales") String title,

        @Schema(description = "The cited value, when it has one")
        Object value) {

    public static final String KPI = "kpi";
    public static final String CHART = "chart";
    public static final String TABLE = "table";
    public static final String MEMORY = "memory";
    public static final String PROFILE = "profile";
}
