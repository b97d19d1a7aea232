package org.mnemos.generation.control;

import java.util.List;
import java.util.Set;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.SemanticType;

/**
 * The role of each column of a profile: from the profiled type and the words of the name, and for numbers
 * from the profile's semantic type where it has one (a parcel number, a coordinate or a year is no measure).
 */
final class ColumnFacts {

    private static final Set<String> TIME_PART_WORDS = Set.of("year", "month", "weekday", "quarter");
    private static final Set<String> KEY_WORDS =
            Set.of(Thesaurus.canonical(Words.stem("id")), "key", "code", "zip", "postal", "phone");

    private final DataProfile profile;

    ColumnFacts(DataProfile profile) {
        this.profile = profile;
    }

    List<ColumnProfile> columns() {
        return profile.columns();
    }

    ColumnRole role(ColumnProfile column) {
        List<String> stems = Words.stems(column.name());
        return switch (column.columnType()) {
            case DATE, DATETIME -> ColumnRole.DATE;
            case INTEGER, DECIMAL -> numericRole(column, stems);
            case IDENTIFIER -> ColumnRole.IDENTIFIER;
            case CATEGORICAL, BOOLEAN ->
                stems.stream().anyMatch(TIME_PART_WORDS::contains) ? ColumnRole.TIME_PART : ColumnRole.CATEGORY;
            case TEXT -> ColumnRole.TEXT;
        };
    }

    ColumnRole role(String name) {
        return columns().stream()
                .filter(c -> c.name().equals(name))
                .findFirst()
                .map(this::role)
                .orElseThrow();
    }

    boolean isTime(String name) {
        ColumnRole role = role(name);
        return role == ColumnRole.DATE || role == ColumnRole.TIME_PART;
    }

    /** The date a request means by "over time" or "in 2022": the most filled date, else a year column. */
    String defaultTime() {
        return columns().stream()
                .filter(c -> role(c) == ColumnRole.DATE)
                .min(java.util.Comparator.comparingLong(ColumnProfile::nulls))
                .or(() -> columns().stream()
                        .filter(c -> role(c) == ColumnRole.TIME_PART
                                && Words.stems(c.name()).contains("year"))
                        .findFirst())
                .map(ColumnProfile::name)
                .orElse(null);
    }

    /** The only column that measures something, if the table has exactly one. */
    String onlyMeasure() {
        List<String> measures = columns().stream()
                .filter(c -> role(c) == ColumnRole.MEASURE)
                .map(ColumnProfile::name)
                .toList();
        return measures.size() == 1 ? measures.get(0) : null;
    }

    /** Whether {@code values} are every value of the column's complete catalog. */
    boolean coversCatalog(String column, List<String> values) {
        return columns().stream()
                .filter(c -> c.name().equals(column) && c.valuesComplete())
                .anyMatch(c -> c.values().size() == values.size());
    }

    /** The first measure column with a word of that stem (synonyms included), or {@code null}. */
    String measureNamed(String stem) {
        String canonical = Thesaurus.canonical(stem);
        return columns().stream()
                .filter(c ->
                        role(c) == ColumnRole.MEASURE && Words.stems(c.name()).contains(canonical))
                .map(ColumnProfile::name)
                .findFirst()
                .orElse(null);
    }

    List<String> dates() {
        return columns().stream()
                .filter(c -> role(c) == ColumnRole.DATE)
                .map(ColumnProfile::name)
                .toList();
    }

    /** A number is a measure unless its name or its semantic type says it names, places or dates a record. */
    private static ColumnRole numericRole(ColumnProfile column, List<String> stems) {
        SemanticType semantic = column.semantic();
        if (semantic != null) {
            switch (semantic) {
                case YEAR, QUARTER, MONTH, WEEK, WEEKDAY:
                    return ColumnRole.TIME_PART;
                case IDENTIFIER, CODE, LATITUDE, LONGITUDE, PROJECTED_COORDINATE:
                    return ColumnRole.IDENTIFIER;
                default:
                    break;
            }
        }
        if (stems.stream().anyMatch(TIME_PART_WORDS::contains)) {
            return ColumnRole.TIME_PART;
        }
        return stems.stream().anyMatch(KEY_WORDS::contains) ? ColumnRole.IDENTIFIER : ColumnRole.MEASURE;
    }
}
