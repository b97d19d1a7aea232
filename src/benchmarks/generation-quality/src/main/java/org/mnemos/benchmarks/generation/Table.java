package org.mnemos.benchmarks.generation;

import java.io.IOException;
import java.io.Reader;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;

/**
 * A CSV table read by the benchmark itself (not by the product), for the baseline and the sanity rules: the
 * benchmark's own judgement of which columns are identifiers, codes, coordinates or years.
 */
final class Table {

    private static final Pattern INTEGER = Pattern.compile("-?\\d+");
    private static final Pattern NUMBER = Pattern.compile("-?(\\d+\\.?\\d*|\\.\\d+)([eE][-+]?\\d+)?");
    private static final Pattern DATE = Pattern.compile("^\\d{4}-\\d{2}-\\d{2}");
    private static final Pattern WORDS = Pattern.compile("[^A-Za-z0-9]+|(?<=[a-z])(?=[A-Z])");
    private static final Set<String> IDENTIFIER_WORDS = Set.of("id", "code", "key");
    private static final Set<String> NUMBER_WORDS = Set.of("no", "number", "nr", "zip", "fips", "phone");
    // The product's own values rule (the profiler's NumericSemantics): distinct integers are keys when they run
    // close together like row numbers (from 10 rows), or when so many rows leave no room for chance (1,000).
    private static final int ROWS_FOR_ROW_NUMBERS = 10;
    private static final int ROWS_FOR_DISTINCT = 1_000;
    /** Words that name an amount: distinct integers so named are measures (a recent-grads Total), not keys. */
    private static final Set<String> MEASURE_WORDS = Set.of(
            "amount", "price", "cost", "sales", "revenue", "count", "quantity", "qty", "total", "sum", "value",
            "population", "score", "budget", "units", "volume", "orders", "visits", "cases", "deaths", "births",
            "votes", "income", "salary", "profit", "weight");
    private static final Set<String> COORDINATE_WORDS = Set.of("lat", "latitude", "lon", "lng", "long", "longitude");
    private static final Pattern PROJECTED = Pattern.compile("(?i)^[xy][ _]?(coord|coordinate)");

    private final Map<String, List<String>> columns = new LinkedHashMap<>();

    private Table() {}

    static Table read(Path csv) throws IOException {
        Table table = new Table();
        try (Reader in = Files.newBufferedReader(csv, StandardCharsets.UTF_8)) {
            var parser = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(in);
            parser.getHeaderNames().forEach(name -> table.columns.put(name, new ArrayList<>()));
            for (CSVRecord row : parser) {
                for (String name : parser.getHeaderNames()) {
                    table.columns.get(name).add(row.isSet(name) ? row.get(name).strip() : "");
                }
            }
        }
        return table;
    }

    Set<String> columns() {
        return columns.keySet();
    }

    /**
     * The README's identifier-like columns: the name's last word is id, code or key ({@code Team_ID},
     * {@code countryCode}), or every present value is a distinct integer.
     */
    Set<String> identifiers() {
        Set<String> found = new LinkedHashSet<>();
        columns.forEach((name, values) -> {
            if (IDENTIFIER_WORDS.contains(lastWord(name)) || distinctIntegers(values)) {
                found.add(name);
            }
        });
        return found;
    }

    /**
     * Columns no total or average means anything on: identifiers and codes (by name, or by values as the product
     * reads them: distinct integers that run like row numbers, or distinct over {@value #ROWS_FOR_DISTINCT} rows
     * or more, unless the name says amount), coordinates and years.
     */
    Set<String> notMeasures() {
        Set<String> found = new LinkedHashSet<>();
        columns.forEach((name, values) -> {
            String last = lastWord(name);
            if (IDENTIFIER_WORDS.contains(last) || NUMBER_WORDS.contains(last)
                    || keysByValues(name, values)
                    || COORDINATE_WORDS.contains(last) || PROJECTED.matcher(name).find() || last.equals("year")
                    || years(values)) {
                found.add(name);
            }
        });
        return found;
    }

    /**
     * The trivial baseline's x: the first categorical column, one holding text (not only numbers or dates) whose
     * values repeat; the first column when there is none.
     */
    String firstCategoricalColumn() {
        return columns.entrySet().stream()
                .filter(c -> categorical(c.getValue()))
                .map(Map.Entry::getKey)
                .findFirst()
                .orElse(columns.keySet().iterator().next());
    }

    private static boolean categorical(List<String> values) {
        List<String> present = values.stream().filter(v -> !v.isEmpty()).toList();
        return present.stream().anyMatch(v -> !NUMBER.matcher(v).matches() && !DATE.matcher(v).find())
                && new HashSet<>(present).size() < present.size();
    }

    /** Rows per present value of {@code column}, in order of first appearance. */
    List<Point> countsBy(String column) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        columns.get(column).stream().filter(v -> !v.isEmpty()).forEach(v -> counts.merge(v, 1, Integer::sum));
        List<Point> points = new ArrayList<>();
        counts.forEach((x, n) -> points.add(new Point(x, null, (double) n)));
        return points;
    }

    private static String lastWord(String name) {
        String[] words = WORDS.split(name.strip());
        return words.length == 0 ? "" : words[words.length - 1].toLowerCase(Locale.ROOT);
    }

    private static boolean keysByValues(String name, List<String> values) {
        if (!distinctIntegers(values) || Arrays.stream(WORDS.split(name.strip()))
                .map(w -> w.toLowerCase(Locale.ROOT))
                .anyMatch(MEASURE_WORDS::contains)) {
            return false;
        }
        List<BigInteger> present = values.stream().filter(v -> !v.isEmpty()).map(BigInteger::new).toList();
        BigInteger span = Collections.max(present).subtract(Collections.min(present)).add(BigInteger.ONE);
        return present.size() >= ROWS_FOR_DISTINCT
                || (present.size() >= ROWS_FOR_ROW_NUMBERS && span.compareTo(BigInteger.valueOf(2L * present.size())) <= 0);
    }

    private static boolean distinctIntegers(List<String> values) {
        Set<String> seen = new HashSet<>();
        for (String v : values) {
            if (!v.isEmpty() && (!INTEGER.matcher(v).matches() || !seen.add(v))) {
                return false;
            }
        }
        return seen.size() > 1;
    }

    /** Whole numbers, all between 1800 and 2100, of at least two values: calendar years. */
    private static boolean years(List<String> values) {
        Set<String> seen = new HashSet<>();
        for (String v : values) {
            if (v.isEmpty()) {
                continue;
            }
            if (!INTEGER.matcher(v).matches() || v.length() != 4 || v.compareTo("1800") < 0 || v.compareTo("2100") > 0) {
                return false;
            }
            seen.add(v);
        }
        return seen.size() > 1;
    }
}
