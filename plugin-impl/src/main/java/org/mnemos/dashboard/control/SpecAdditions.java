package org.mnemos.dashboard.control;

import static org.mnemos.dashboard.control.SpecReferences.each;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Set;
import org.mnemos.api.connector.ColumnProfile;

/**
 * The checks of what spec version 2 adds: filters (their op's members and the column type a range or relative
 * filter needs), derived date differences between two date columns, exclusions, ratios ({@code per}, the same
 * rule as any total), binned and date-part x axes, an aggregated x only on points, and stacking, donuts and
 * colour limits only where they mean something. A version-1 spec has none of these members.
 */
final class SpecAdditions {

    private static final Set<String> VALUE_OPS = Set.of("equals", "in", "notIn", "contains");

    private final ColumnUses uses;

    SpecAdditions(ColumnUses uses) {
        this.uses = uses;
    }

    void topLevel(JsonNode spec) {
        each(spec, "/derived", (field, at) -> {
            String name = field.get("name").asText();
            if (uses.isColumn(name)) {
                uses.add(at + "/name", "'" + name + "' is already a column of the data source; name it otherwise");
            }
            uses.named(field.get("from").asText(), at + "/from", FieldUse.DATES);
            uses.named(field.get("to").asText(), at + "/to", FieldUse.DATES);
        });
        each(spec, "/exclusions", (exclusion, at) -> uses.field(exclusion, at, FieldUse.ANY));
        filters(spec, "");
    }

    void kpi(JsonNode kpi, String at) {
        ratio(kpi, at);
        filters(kpi, at);
    }

    void chart(JsonNode chart, String at) {
        ratio(chart.get("y"), at + "/y");
        filters(chart, at);
        String mark = chart.get("mark").asText();
        boolean coloured = chart.path("colour").has("field");
        if (chart.has("stack") && (!coloured || !(mark.equals("bar") || mark.equals("area")))) {
            uses.add(at + "/stack", "stacking needs a bar or area chart coloured by a field");
        }
        if (chart.has("colourLimit") && !coloured) {
            uses.add(at + "/colourLimit", "a colour limit needs a chart coloured by a field");
        }
        if (chart.path("donut").asBoolean() && !mark.equals("arc")) {
            uses.add(at + "/donut", "a donut is an arc chart");
        }
        if (chart.get("y").get("aggregate").asText().equals("none") && mark.equals("arc")) {
            uses.add(at + "/y/aggregate", "an arc chart draws one slice per x group, not one per row");
        }
    }

    /** The x axis: a date for a time unit (a year column for year), a number for a bin, points for an aggregate. */
    void x(JsonNode chart, String at) {
        JsonNode x = chart.get("x");
        String xAt = at + "/x";
        if (x.has("aggregate")) {
            if (!chart.get("mark").asText().equals("point")) {
                uses.add(xAt + "/aggregate", "an aggregated x is for point charts only");
            }
            uses.aggregated(x, xAt);
        } else if (x.has("bin")) {
            if (x.has("timeUnit")) {
                uses.add(xAt + "/bin", "an x axis is binned or has a time unit, not both");
            }
            uses.field(x, xAt, FieldUse.NUMBERS);
        } else if (x.has("timeUnit")) {
            if (!("year".equals(x.get("timeUnit").asText())
                    && isYearColumn(x.get("field").asText()))) {
                uses.field(x, xAt, FieldUse.DATES);
            }
        } else {
            uses.field(x, xAt, FieldUse.ANY);
        }
    }

    void filters(JsonNode owner, String at) {
        each(owner, "/filters", (filter, filterAt) -> filter(filter, at + filterAt));
    }

    private void filter(JsonNode filter, String at) {
        String op = filter.get("op").asText();
        if (VALUE_OPS.contains(op) && !filter.has("values")) {
            uses.add(at + "/values", "a filter '" + op + "' needs values");
        } else if (op.equals("range") && !filter.has("min") && !filter.has("max")) {
            uses.add(at + "/min", "a range filter needs min, max or both");
        } else if (op.equals("relative") && !(filter.has("last") && filter.has("unit"))) {
            uses.add(at + "/last", "a relative filter needs last and unit");
        }
        FieldUse use = switch (op) {
            case "range" -> FieldUse.ORDERED;
            // The last n years of a year column ("the latest year") count like the last n years of a date.
            case "relative" ->
                isYearColumn(filter.path("field").asText())
                                && filter.path("unit").asText().equals("year")
                        ? FieldUse.ORDERED
                        : FieldUse.DATES;
            default -> FieldUse.ANY;
        };
        uses.field(filter, at, use);
    }

    private void ratio(JsonNode value, String at) {
        if (value.has("per")) {
            uses.aggregated(value.get("per"), at + "/per");
        }
    }

    private boolean isYearColumn(String name) {
        ColumnProfile column = uses.column(name);
        return column != null && Summability.isYears(column);
    }
}
