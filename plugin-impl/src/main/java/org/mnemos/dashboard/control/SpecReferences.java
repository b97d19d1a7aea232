package org.mnemos.dashboard.control;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.ValueCount;
import org.mnemos.api.node.Violation;

/**
 * The column references of a schema-valid spec, checked against a profile: every field is a column (or a
 * derived field), of a type its use needs (sum, avg and median: numbers that are measures; min and max:
 * numbers or dates; a time unit: a date; a bin: a number; a viewer filter: see {@link ViewerFilterCheck}), a colour
 * rule's value is in the column's catalog
 * when the catalog is complete, item ids are unique and the layout names only items that exist.
 */
final class SpecReferences {

    private final DataProfile profile;
    private ColumnUses uses;

    SpecReferences(DataProfile profile) {
        this.profile = profile;
    }

    List<Violation> check(JsonNode spec) {
        Set<String> derived = new HashSet<>();
        spec.path("derived").forEach(field -> derived.add(field.get("name").asText()));
        uses = new ColumnUses(profile, derived);
        SpecAdditions additions = new SpecAdditions(uses);
        additions.topLevel(spec);
        Set<String> ids = new HashSet<>();
        each(spec, "/kpis", (kpi, at) -> {
            uniqueId(kpi, at, ids);
            uses.aggregated(kpi, at);
            additions.kpi(kpi, at);
        });
        each(spec, "/charts", (chart, at) -> {
            uniqueId(chart, at, ids);
            additions.x(chart, at);
            uses.aggregated(chart.get("y"), at + "/y");
            if (chart.has("colour") && chart.get("colour").has("field")) {
                uses.field(chart.get("colour"), at + "/colour", FieldUse.ANY);
            }
            additions.chart(chart, at);
        });
        each(spec, "/tables", (table, at) -> {
            uniqueId(table, at, ids);
            each(table, "/columns", (column, columnAt) -> uses.field(column, at + columnAt, FieldUse.ANY));
            if (table.has("sort")) {
                uses.field(table.get("sort"), at + "/sort", FieldUse.ANY);
            }
            additions.filters(table, at);
        });
        ViewerFilterCheck.check(spec, uses);
        each(spec, "/formatRules/categoryColours", this::categoryColour);
        each(spec, "/formatRules/thresholds", (band, at) -> uses.field(band, at, FieldUse.NUMBERS));
        each(
                spec,
                "/layout/rows",
                (row, at) -> each(row, "", (id, idAt) -> {
                    if (!ids.contains(id.asText())) {
                        uses.add(at + idAt, "'" + id.asText() + "' is not the id of a KPI card, chart or table");
                    }
                }));
        return List.copyOf(uses.violations());
    }

    interface Visit {
        void at(JsonNode node, String pointer);
    }

    static void each(JsonNode parent, String path, Visit visit) {
        JsonNode array = path.isEmpty() ? parent : parent.at(path);
        for (int i = 0; i < array.size(); i++) {
            visit.at(array.get(i), path + "/" + i);
        }
    }

    private void uniqueId(JsonNode item, String at, Set<String> ids) {
        if (!ids.add(item.get("id").asText())) {
            uses.add(at + "/id", "'" + item.get("id").asText() + "' is already the id of another item");
        }
    }

    private void categoryColour(JsonNode rule, String at) {
        uses.field(rule, at, FieldUse.ANY);
        ColumnProfile column = uses.column(rule.get("field").asText());
        String value = rule.get("value").asText();
        if (column != null
                && column.valuesComplete()
                && column.values().stream().map(ValueCount::value).noneMatch(value::equals)) {
            uses.add(at + "/value", "'" + value + "' is not a value of column '" + column.name() + "'");
        }
    }
}
