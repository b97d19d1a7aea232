package org.mnemos.dashboard.control;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.ColumnType;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.node.Violation;
import org.mnemos.dashboard.entity.Aggregate;

/**
 * One spec's uses of columns, checked against the profile: the field exists (a column, or a derived field of
 * the spec, which is a number), its type allows the use, and an aggregate that totals or averages it is not
 * given an identifier, a coordinate or a year ({@link Summability}). Findings collect in order.
 */
final class ColumnUses {

    private final Map<String, ColumnProfile> columns;
    private final long rowCount;
    private final Set<String> derived;
    private final List<Violation> violations = new ArrayList<>();

    ColumnUses(DataProfile profile, Set<String> derived) {
        this.columns = profile.columns().stream()
                .collect(Collectors.toMap(ColumnProfile::name, Function.identity(), (a, b) -> a));
        this.rowCount = profile.rowCount();
        this.derived = derived;
    }

    List<Violation> violations() {
        return violations;
    }

    void add(String pointer, String message) {
        violations.add(new Violation(pointer, message));
    }

    ColumnProfile column(String name) {
        return columns.get(name);
    }

    boolean isColumn(String name) {
        return columns.containsKey(name);
    }

    static Aggregate aggregate(JsonNode node) {
        return Aggregate.valueOf(node.get("aggregate").asText().toUpperCase(Locale.ROOT));
    }

    /** The {@code field} of {@code node} used as {@code aggregate} asks. */
    void aggregated(JsonNode node, String at) {
        Aggregate aggregate = aggregate(node);
        if (field(node, at, FieldUse.of(aggregate)) && FieldUse.totals(aggregate)) {
            String name = node.get("field").asText();
            ColumnProfile column = columns.get(name);
            if (column != null) {
                Summability.refusal(column, rowCount)
                        .ifPresent(why -> add(
                                at + "/field",
                                "'" + name + "' is " + why + "; it is never summed, averaged or its median taken"
                                        + " (count, distinct, min, max and grouping by it are fine)"));
            }
        }
    }

    /** The {@code field} of {@code node} with {@code use}; whether it is a column or derived field that allows it. */
    boolean field(JsonNode node, String at, FieldUse use) {
        return named(node.get("field").asText(), at + "/field", use);
    }

    boolean named(String name, String pointer, FieldUse use) {
        if (derived.contains(name)) {
            // A derived field is a number per row.
            boolean allowed = use.allows(ColumnType.DECIMAL);
            if (!allowed) {
                add(pointer, "'" + name + "' is a derived number; this use " + use.need());
            }
            return allowed;
        }
        ColumnProfile column = columns.get(name);
        if (column == null) {
            add(pointer, "'" + name + "' is not a column of the data source" + hint(name));
            return false;
        }
        if (!use.allows(column.columnType())) {
            add(pointer, "'" + name + "' is " + article(column.type()) + " column; this use " + use.need());
            return false;
        }
        return true;
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
