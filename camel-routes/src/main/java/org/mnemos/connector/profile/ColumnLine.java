package org.mnemos.connector.profile;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.Set;
import java.util.stream.Collectors;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.Quantiles;
import org.mnemos.api.connector.SemanticType;

/**
 * One column as one prompt line, e.g. {@code Sales: decimal currency 0.44..22638.48, mean 229.9, std 623.2 — name
 * says sales}: the type, the semantic type (left out where it only repeats the type), what fits the type, then
 * the semantic type's evidence and the aggregate rows when the detail allows.
 */
final class ColumnLine {

    private static final MathContext FOUR_DIGITS = new MathContext(4);
    /** Types whose evidence only restates the line (its format, its values): not worth a prompt's tokens. */
    private static final Set<SemanticType> RESTATED = Set.of(
            SemanticType.DATE, SemanticType.DATETIME, SemanticType.BOOLEAN, SemanticType.CATEGORY, SemanticType.NAME);

    private ColumnLine() {}

    static String of(ColumnProfile column, RenderDetail detail) {
        StringBuilder line = new StringBuilder(RenderDetail.cut(column.name(), detail.nameLength()))
                .append(": ")
                .append(column.type());
        SemanticType semantic = column.semantic();
        if (semantic != null && !semantic.json().equals(column.type())) {
            line.append(' ').append(semantic.json());
        }
        if (!detail.ranges()) {
            return column.dateFormat() == null
                    ? line.toString()
                    : line.append(' ').append(column.dateFormat()).toString();
        }
        switch (column.columnType()) {
            case INTEGER, DECIMAL -> {
                if (semantic == null || semantic.averageable()) {
                    numeric(line, column, detail);
                } else {
                    line.append(' ')
                            .append(column.min())
                            .append("..")
                            .append(column.max())
                            .append(", ")
                            .append(distinct(column))
                            .append(" distinct");
                }
            }
            case DATE, DATETIME ->
                line.append(' ')
                        .append(column.dateFormat())
                        .append(", ")
                        .append(column.min())
                        .append("..")
                        .append(column.max());
            case CATEGORICAL, BOOLEAN -> catalog(line, column, detail);
            case IDENTIFIER, TEXT -> line.append(", ").append(distinct(column)).append(" distinct");
        }
        if (column.nulls() > 0) {
            line.append(", ").append(column.nulls()).append(" nulls");
        }
        if (detail.evidence() && column.evidence() != null && !RESTATED.contains(semantic)) {
            line.append(" — ").append(column.evidence());
        }
        aggregateRows(line, column, detail);
        return line.toString();
    }

    /** The rows that stand for others: named always (a generator must leave them out), why only in detail. */
    private static void aggregateRows(StringBuilder line, ColumnProfile column, RenderDetail detail) {
        if (column.aggregateRows().isEmpty()) {
            return;
        }
        line.append("; aggregate rows, not members: ");
        int shown = Math.max(3, detail.values());
        line.append(column.aggregateRows().stream()
                .limit(shown)
                .map(row -> RenderDetail.cut(row.value(), detail.cellLength())
                        + (detail.evidence() ? " (" + row.evidence() + ")" : ""))
                .collect(Collectors.joining(", ")));
        if (column.aggregateRows().size() > shown) {
            line.append(", … (").append(column.aggregateRows().size()).append(" in all)");
        }
    }

    private static void numeric(StringBuilder line, ColumnProfile column, RenderDetail detail) {
        line.append(' ')
                .append(column.min())
                .append("..")
                .append(column.max())
                .append(", mean ")
                .append(round(column.mean()));
        Quantiles q = column.quantiles();
        if (detail.spread() && q != null) {
            line.append(", std ")
                    .append(round(column.std()))
                    .append(", quartiles ")
                    .append(round(q.p25()))
                    .append('/')
                    .append(round(q.p50()))
                    .append('/')
                    .append(round(q.p75()));
        }
    }

    private static void catalog(StringBuilder line, ColumnProfile column, RenderDetail detail) {
        line.append(", ").append(distinct(column)).append(" values");
        if (detail.values() == 0 || column.values().isEmpty()) {
            return;
        }
        line.append(column.valuesComplete() ? ": " : ", top: ");
        line.append(column.values().stream()
                .limit(detail.values())
                .map(v -> RenderDetail.cut(v.value(), detail.cellLength()) + " (" + v.count() + ")")
                .collect(Collectors.joining(", ")));
        if (column.values().size() > detail.values()) {
            line.append(", …");
        }
    }

    private static String distinct(ColumnProfile column) {
        return (column.distinctExact() ? "" : "~") + column.distinct();
    }

    static String round(Double x) {
        if (x == null) {
            return "?";
        }
        if (Math.abs(x) >= 1e4 || x == Math.rint(x)) {
            return Long.toString(Math.round(x));
        }
        return new BigDecimal(x).round(FOUR_DIGITS).stripTrailingZeros().toPlainString();
    }
}
