package org.mnemos.it.support;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/** Viewer filters seen from outside: a page's figures, an address's selection, sums computed from the CSV. */
public final class Filters {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern DATA_BLOCK =
            Pattern.compile("<script type=\"application/json\" id=\"mnemos-data\"[^>]*>(.*?)</script>", Pattern.DOTALL);

    private Filters() {}

    /** The datasets in a page's {@code mnemos-data} block; null when there is none. */
    public static JsonNode dataOf(String html) {
        Matcher block = DATA_BLOCK.matcher(html == null ? "" : html);
        try {
            return block.find() ? JSON.readTree(block.group(1)) : null;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The f.* parameters of an address, decoded. */
    public static Map<String, List<String>> selection(String address) {
        Map<String, List<String>> selection = new LinkedHashMap<>();
        String query = URI.create(address).getRawQuery();
        for (String pair : query == null ? new String[0] : query.split("&")) {
            String[] parts = pair.split("=", 2);
            String name = URLDecoder.decode(parts[0], StandardCharsets.UTF_8);
            if (name.startsWith("f.")) {
                selection
                        .computeIfAbsent(name, k -> new ArrayList<>())
                        .add(URLDecoder.decode(parts.length > 1 ? parts[1] : "", StandardCharsets.UTF_8));
            }
        }
        return selection;
    }

    /** The CSV's records that {@code keep} keeps, by header name. */
    public static List<CSVRecord> rows(Path csv, Predicate<CSVRecord> keep) throws IOException {
        List<CSVRecord> kept = new ArrayList<>();
        try (Reader in = Files.newBufferedReader(csv, StandardCharsets.UTF_8);
                CSVParser parser = CSVFormat.DEFAULT
                        .builder()
                        .setHeader()
                        .setSkipHeaderRecord(true)
                        .build()
                        .parse(in)) {
            for (CSVRecord record : parser) {
                if (keep.test(record)) {
                    kept.add(record);
                }
            }
        }
        return kept;
    }

    /**
     * Every plain sum KPI of {@code spec} (no filter, no ratio of its own) in {@code datasets} equals the sum of its
     * column's numbers over the CSV's rows whose {@code field} is {@code value} (trimmed, case aside, as a filter
     * compares); at least one is compared.
     */
    public static void assertSumsOfRows(JsonNode datasets, JsonNode spec, Path csv, String field, String value)
            throws IOException {
        String wanted = value.strip().toLowerCase(Locale.ROOT);
        List<CSVRecord> kept =
                rows(csv, r -> r.get(field).strip().toLowerCase(Locale.ROOT).equals(wanted));
        int compared = 0;
        for (JsonNode kpi : spec.get("kpis")) {
            if (!kpi.get("aggregate").asText().equals("sum") || kpi.has("filters") || kpi.has("per")) {
                continue;
            }
            String column = kpi.get("field").asText();
            BigDecimal sum = BigDecimal.ZERO;
            for (CSVRecord row : kept) {
                sum = sum.add(number(row.get(column)));
            }
            assertThat(datasets.at("/kpis/" + kpi.get("id").asText()).decimalValue())
                    .as("sum(%s) where %s = %s", column, field, value)
                    .isEqualByComparingTo(sum);
            compared++;
        }
        assertThat(compared).as("sum KPIs in " + spec.get("kpis")).isPositive();
    }

    private static BigDecimal number(String cell) {
        try {
            return new BigDecimal(cell.strip());
        } catch (NumberFormatException e) {
            return BigDecimal.ZERO;
        }
    }
}
