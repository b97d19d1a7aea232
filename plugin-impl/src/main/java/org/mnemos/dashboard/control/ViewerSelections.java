package org.mnemos.dashboard.control;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.ColumnType;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.TypedValue;
import org.mnemos.api.error.ErrorCode;
import org.mnemos.api.node.Violation;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboard.entity.ViewerFilter;
import org.mnemos.dashboard.entity.ViewerFilterKind;
import org.mnemos.dashboard.entity.ViewerSelection;
import org.mnemos.platform.Problem;
import org.mnemos.platform.ProblemException;

/**
 * A viewer's selection read from query parameters ({@code f.<field>}) and checked against the spec's viewer
 * filters and the column types: a field without a viewer filter, a value that is not of its column's type (a
 * whole number, a boolean) or a date range that is not {@code first..last} in ISO days is FILTER_INVALID naming
 * the parameter. A filter the parameters do not name takes its default; an empty parameter keeps every row.
 */
public final class ViewerSelections {

    static final int MAX_VALUES = 100;
    static final int MAX_LENGTH = 200;

    private static final DataProfile EMPTY = new DataProfile(0, null, List.of(), List.of(), "", 0, 0, List.of());

    private ViewerSelections() {}

    /** The selection {@code parameters} (any query parameters; only {@code f.*} are read) make on {@code spec}. */
    public static ViewerSelection of(DashboardSpec spec, DataProfile profile, Map<String, List<String>> parameters) {
        Map<String, List<String>> picked = new HashMap<>();
        spec.viewerFilters().forEach(filter -> picked.put(filter.field(), defaults(filter)));
        List<Violation> faults = new ArrayList<>();
        parameters.forEach((name, given) -> {
            if (!name.startsWith(ViewerSelection.PARAMETER)) {
                return;
            }
            String field = name.substring(ViewerSelection.PARAMETER.length());
            String at = "/" + name;
            spec.viewerFilter(field)
                    .ifPresentOrElse(
                            filter -> picked.put(field, checked(filter, column(profile, field), given, at, faults)),
                            () -> faults.add(new Violation(
                                    at,
                                    "'" + field + "' has no viewer filter on this dashboard" + " (it has: "
                                            + names(spec) + ")")));
        });
        if (!faults.isEmpty()) {
            throw new ProblemException(
                    Problem.of(ErrorCode.FILTER_INVALID, faults.get(0).message())
                            .withErrors(faults));
        }
        Map<String, List<String>> values = new HashMap<>();
        Map<String, List<String>> ranges = new HashMap<>();
        picked.forEach((field, pick) -> {
            if (!pick.isEmpty()) {
                boolean range = spec.viewerFilter(field).orElseThrow().kind() == ViewerFilterKind.DATE_RANGE;
                (range ? ranges : values).put(field, pick);
            }
        });
        return new ViewerSelection(values, ranges);
    }

    /** The selection the page shows before a viewer picks: every filter's default. */
    public static ViewerSelection defaults(DashboardSpec spec) {
        return of(spec, EMPTY, Map.of());
    }

    private static List<String> defaults(ViewerFilter filter) {
        if (filter.kind() == ViewerFilterKind.VALUES || filter.initial().isEmpty()) {
            return filter.initial();
        }
        String first = filter.initial().get(0);
        String last = filter.initial().size() > 1 ? filter.initial().get(1) : "";
        return first.isEmpty() && last.isEmpty() ? List.of() : List.of(first, last);
    }

    private static List<String> checked(
            ViewerFilter filter, ColumnProfile column, List<String> given, String at, List<Violation> faults) {
        List<String> picks =
                given.stream().map(String::strip).filter(v -> !v.isEmpty()).toList();
        if (picks.isEmpty()) {
            return List.of();
        }
        if (picks.size() > MAX_VALUES || picks.stream().anyMatch(v -> v.length() > MAX_LENGTH)) {
            faults.add(new Violation(at, "at most " + MAX_VALUES + " values of at most " + MAX_LENGTH + " characters"));
            return List.of();
        }
        return filter.kind() == ViewerFilterKind.DATE_RANGE
                ? range(filter.field(), picks, at, faults)
                : values(filter.field(), column, picks, at, faults);
    }

    private static List<String> values(
            String field, ColumnProfile column, List<String> picks, String at, List<Violation> faults) {
        ColumnType type = column == null ? ColumnType.TEXT : column.columnType();
        Predicate<String> typed = switch (type) {
            case INTEGER -> TypedValue::isInteger;
            case BOOLEAN -> TypedValue::isBoolean;
            default -> v -> true;
        };
        picks.stream()
                .filter(typed.negate())
                .findFirst()
                .ifPresent(wrong -> faults.add(new Violation(
                        at,
                        "'" + wrong + "' is not " + (type == ColumnType.INTEGER ? "a whole number" : "true or false")
                                + ", as the values of '" + field + "' are")));
        return picks;
    }

    private static List<String> range(String field, List<String> picks, String at, List<Violation> faults) {
        String[] days = picks.get(0).split("\\.\\.", -1);
        boolean good = picks.size() == 1 && days.length == 2 && day(days[0]) && day(days[1]);
        if (good && !days[0].isBlank() && !days[1].isBlank()) {
            good = !LocalDate.parse(days[0].strip()).isAfter(LocalDate.parse(days[1].strip()));
        }
        if (!good) {
            faults.add(new Violation(
                    at,
                    "the dates of '" + field + "' are a first and a last ISO day: "
                            + "2024-01-01..2024-03-31 (either may be left out), the first not after the last"));
            return List.of();
        }
        return List.of(days[0].strip(), days[1].strip());
    }

    /** Whether the text is an ISO day or empty (an open end). */
    private static boolean day(String text) {
        return text.isBlank() || ViewerFilterCheck.day(text.strip()) != null;
    }

    private static ColumnProfile column(DataProfile profile, String field) {
        return profile.columns().stream()
                .filter(c -> c.name().equals(field))
                .findFirst()
                .orElse(null);
    }

    private static String names(DashboardSpec spec) {
        return spec.viewerFilters().isEmpty()
                ? "none"
                : String.join(
                        ", ",
                        spec.viewerFilters().stream().map(ViewerFilter::field).toList());
    }
}
