package org.mnemos.generation.control;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.ColumnType;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.dashboard.control.SampleProfiles;
import org.mnemos.dashboard.control.SpecCheck;
import org.mnemos.platform.Json;
import org.mnemos.retrieval.control.OfflineEmbeddingModel;
import org.mnemos.retrieval.control.OfflineModel;

/**
 * Nothing on a generated page is a meaningless aggregate: over every shared table (a default dashboard)
 * and every nl2vis-dev request on its table (even those that ask for a sum of an id), every spec passes
 * SpecCheck and no KPI or chart sums or averages a column that names, places or dates a record. The test's own reading of such a column is
 * the benchmark README's (a name ending in id, code or key; distinct integers on every row when they run 1..n) plus years
 * and coordinates by name; it does not ask the generator's rules.
 */
class MeaningfulAggregatesTest {

    private static final Pattern WORD_BREAK = Pattern.compile("[^A-Za-z0-9]+|(?<=[a-z])(?=[A-Z])");
    private static final Set<String> RECORD_WORDS =
            Set.of("id", "code", "key", "zip", "postal", "year", "latitude", "longitude", "coordinate", "bbl");
    private static final Set<String> TOTALLING = Set.of("sum", "avg", "median");

    private final OfflineSpecGenerator generator =
            new OfflineSpecGenerator(new OfflineEmbeddingModel(OfflineModel.ALL_MINILM_L6_V2_Q));
    private final List<Double> millis = new ArrayList<>();

    @Test
    void noSharedTableDashboardTotalsAnIdentifierCodeCoordinateOrYear() {
        List<String> offences = new ArrayList<>();
        for (String table : SampleProfiles.ALL) {
            DataProfile profile = SampleProfiles.load(table);
            offences.addAll(offences(table, profile, "dashboard"));
            offences.addAll(offences(table, profile, "total of every measure by each category over time"));
        }
        Collections.sort(millis);
        System.out.printf(
                "generation on the shared tables: p50 %.1f ms, max %.1f ms%n",
                millis.get(millis.size() / 2), millis.get(millis.size() - 1));
        assertThat(offences).isEmpty();
    }

    @Test
    void noNl2VisRequestGetsATotalOfAnIdentifierCodeCoordinateOrYear() {
        List<String> offences = new ArrayList<>();
        List<Nl2VisCase> cases = Nl2VisCase.all();
        cases.forEach(c -> offences.addAll(offences(c.id(), c.profile(), c.nl())));
        assertThat(cases).hasSizeGreaterThan(300);
        assertThat(offences).isEmpty();
    }

    private List<String> offences(String table, DataProfile profile, String instruction) {
        long start = System.nanoTime();
        String content = generator
                .generate(new GenerationRequest(profile, List.of(), instruction, null))
                .content();
        millis.add((System.nanoTime() - start) / 1e6);
        JsonNode spec = json(content);
        List<String> offences = new ArrayList<>();
        SpecCheck.check(content, profile).forEach(v -> offences.add(table + ": " + v));
        spec.path("kpis").forEach(k -> check(table, profile, k.path("field"), k.path("aggregate"), offences));
        spec.path("charts").forEach(c -> check(table, profile, c.at("/y/field"), c.at("/y/aggregate"), offences));
        return offences;
    }

    private static void check(
            String table, DataProfile profile, JsonNode field, JsonNode aggregate, List<String> offences) {
        if (TOTALLING.contains(aggregate.asText().toLowerCase(Locale.ROOT)) && namesARecord(profile, field.asText())) {
            offences.add(table + ": " + aggregate.asText() + " of " + field.asText());
        }
    }

    private static boolean namesARecord(DataProfile profile, String field) {
        ColumnProfile column = profile.columns().stream()
                .filter(c -> c.name().equals(field))
                .findFirst()
                .orElseThrow();
        String[] words = WORD_BREAK.split(field.strip());
        boolean named = Arrays.stream(words).anyMatch(w -> RECORD_WORDS.contains(w.toLowerCase(Locale.ROOT)));
        return named || column.columnType() == ColumnType.IDENTIFIER || rowNumbers(profile, column);
    }

    /** 1..n (or any run of consecutive integers) with one value a row: a row number or a rank. */
    private static boolean rowNumbers(DataProfile profile, ColumnProfile column) {
        return column.columnType() == ColumnType.INTEGER
                && profile.rowCount() > 2
                && column.distinct() == profile.rowCount()
                && column.nulls() == 0
                && Long.parseLong(column.max()) - Long.parseLong(column.min()) + 1 == profile.rowCount();
    }

    private static JsonNode json(String content) {
        try {
            return Json.mapper().readTree(content);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
