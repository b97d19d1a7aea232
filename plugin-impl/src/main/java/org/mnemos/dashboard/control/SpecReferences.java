package org.mnemos.dashboard.control;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.ValueCount;
import org.mnemos.api.node.Violation;
import org.mnemos.dashboard.entity.Aggregate;

/**
 * The column references of a schema-valid spec, checked against a profile: every field is a column, of
 * a type its use needs (sum and avg: numbers; min and max: numbers or dates; a time unit: a date), a
 * colour rule's value is in the column's catalog when the catalog is complete, item ids are unique and
 * the layout names only items that exist.
 */
final class SpecReferences {

    private final Map<String, ColumnProfile> columns;
    private final List<Violation> violations = new ArrayList<>();

    SpecReferences(DataProfile profile) {
        this.columns = profile.columns().stream()
                .collect(Collectors.toMap(ColumnProfile::name, Function.identity(), (a, b) -> a));
    }

    List<Violation> check(JsonNode spec) {
        Set<String> ids = new HashSet<>();
        each(spec, "/kpis", (kpi, at) -> {
            uniqueId(kpi, at, ids);
            field(kpi, at, FieldUse.of(aggregate(kpi)));
        });
        each(spec, "/charts", (chart, at) -> {
            uniqueId(chart, at, ids);
            field(chart.get("x"), at + "/x", chart.get("x").has("timeUnit") ? FieldUse.DATES : FieldUse.ANY);
            field(chart.get("y"), at + "/y", FieldUse.of(aggregate(chart.get("y"))));
            if (chart.has("colour") && chart.get("colour").has("field")) {
                field(chart.get("colour"), at + "/colour", FieldUse.ANY);
            }
        });
        each(spec, "/tables", (table, at) -> {
            uniqueId(table, at, ids);
            each(table, "/columns", (column, columnAt) -> field(column, at + columnAt, FieldUse.ANY));
            if (table.has("sort")) {
                field(table.get("sort"), at + "/sort", FieldUse.ANY);
            }
        });
        each(spec, "/formatRules/categoryColours", this::categoryColour);
        each(spec, "/formatRules/thresholds", (band, at) -> field(band, at, FieldUse.NUMBERS));
        each(
                spec,
                "/layout/rows",
                (row, at) -> each(row, "", (id, idAt) -> {
                    if (!ids.contains(id.asText())) {
                        violations.add(new Violation(
                                at + idAt, "'" + id.asText() + "' is not the id of a KPI card, chart or table"));
                    }
                }));
        return List.copyOf(violations);
    }

    private interface Visit {
        void at(JsonNode node, String pointer);
    }

    private static void each(JsonNode parent, String path, Visit visit) {
        JsonNode array = path.isEmpty() ? parent : parent.at(path);
        for (int i = 0; i < array.size(); i++) {
            visit.at(array.get(i), path + "/" + i);
        }
    }

    private static Aggregate aggregate(JsonNode node) {
        return Aggregate.valueOf(node.get("aggregate").asText().toUpperCase(Locale.ROOT));
    }

    private void uniqueId(JsonNode item, String at, Set<String> ids) {
        if (!ids.add(item.get("id").asText())) {
            violations.add(
                    new Violation(at + "/id", "'" + item.get("id").asText() + "' is already the id of another item"));
        }
    }

    private void field(JsonNode node, String at, FieldUse use) {
        String name = node.get("field").asText();
        ColumnProfile column = columns.get(name);
        if (column == null) {
            violations.add(
                    new Violation(at + "/field", "'" + name + "' is not a column of the data source" + hint(name)));
        } else if (!use.allows(column.columnType())) {
            violations.add(new Violation(
                    at + "/field", "'" + name + "' is " + article(column.type()) + " column; this use " + use.need()));
        }
    }

    private void categoryColour(JsonNode rule, String at) {
        field(rule, at, FieldUse.ANY);
        ColumnProfile column = columns.get(rule.get("field").asText());
        String value = rule.get("value").asText();
        if (column != null
                && column.valuesComplete()
                && column.values().stream().map(ValueCount::value).noneMatch(value::equals)) {
            violations.add(
                    new Violation(at + "/value", "'" + value + "' is not a value of column '" + column.name() + "'"));
        }
    }

    private static String article(String type) {
        return ("aeiou".indexOf(type.charAt(0)) >= 0 ? "an " : "a ") + type;
    }

    /** Names differ most often only in case or spacing ("sales", "Order_Date"). */
    private String hint(String name) {
        String wanted = String.join(" ", ColumnNames.words(name));
        return columns.keySet().stream()
                .filter(c -> String.join(" ", ColumnNames.words(c)).equals(wanted))
                .sorted()
                .findFirst()
                .map(c -> "; did you mean '" + c + "'?")
                .orElse("");
    }
}
