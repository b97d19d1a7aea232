package org.mnemos.dashboard.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mnemos.dashboard.control.DatasetsFixture.row;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.dashboard.entity.Aggregate;
import org.mnemos.dashboard.entity.Datasets;
import org.mnemos.dashboard.entity.KpiCard;

class SpecDatasetsKpiTest {

    private static final DataProfile PROFILE = DatasetsFixture.profile(
            "amount:decimal", "units:integer", "region:categorical", "shipped:date:dd.MM.uuuu", "paid:boolean");
    private static final List<String> COLUMNS = List.of("amount", "units", "region", "shipped", "paid");

    // Blanks, null tokens and an unparseable cell are no values; each row below has at least one.
    private static final List<List<String>> ROWS = List.of(
            row("0.1", "3", "West", "05.03.2024", "yes"),
            row(" 2.25 ", "", "East", "31.12.2023", "no"),
            row("NA", "4", "", "not a date", "n/a"),
            row("oops", "n/a", "West", "", "true"),
            row(null, "-1", "null", "01.01.2025", ""));

    @Test
    void sumsAndAveragesTakeTheNumbersOnlyExactly() {
        Map<String, Object> kpis = kpis(ROWS, "amount", "units");
        assertThat(kpis.get("amount-sum")).isEqualTo(new BigDecimal("2.35"));
        assertThat(kpis.get("amount-avg")).isEqualTo(new BigDecimal("1.175"));
        assertThat(kpis.get("units-sum")).isEqualTo(new BigDecimal("6"));
        assertThat(kpis.get("units-avg")).isEqualTo(new BigDecimal("2"));
        // Medians by hand: (0.1 + 2.25) / 2 of two values, the middle of -1, 3, 4.
        assertThat(kpis.get("amount-median")).isEqualTo(new BigDecimal("1.175"));
        assertThat(kpis.get("units-median")).isEqualTo(new BigDecimal("3"));
    }

    @Test
    void tenTimesATenthIsOneExactly() {
        Map<String, Object> kpis = kpis(Collections.nCopies(10, row("0.1", "1", "x", "", "")), "amount");
        assertThat(kpis.get("amount-sum")).isEqualTo(BigDecimal.ONE);
        assertThat(kpis.get("amount-avg")).isEqualTo(new BigDecimal("0.1"));
    }

    @Test
    void countAndDistinctTakePresentValuesOfEveryType() {
        Map<String, Object> kpis = kpis(ROWS, "region", "shipped", "paid");
        assertThat(kpis.get("region-count")).isEqualTo(new BigDecimal("3"));
        assertThat(kpis.get("region-distinct")).isEqualTo(new BigDecimal("2"));
        assertThat(kpis.get("shipped-count")).isEqualTo(new BigDecimal("3"));
        assertThat(kpis.get("paid-distinct")).isEqualTo(new BigDecimal("2"));
        // Text has no sum: the page summed numbers only, which gave 0.
        assertThat(kpis.get("region-sum")).isEqualTo(BigDecimal.ZERO);
        assertThat(kpis.get("region-avg")).isNull();
    }

    @Test
    void minAndMaxTakeNumbersOrDatesAsIsoText() {
        Map<String, Object> kpis = kpis(ROWS, "amount", "units", "shipped", "region");
        assertThat(kpis.get("amount-min")).isEqualTo(new BigDecimal("0.1"));
        assertThat(kpis.get("amount-max")).isEqualTo(new BigDecimal("2.25"));
        assertThat(kpis.get("units-min")).isEqualTo(new BigDecimal("-1"));
        assertThat(kpis.get("shipped-min")).isEqualTo("2023-12-31");
        assertThat(kpis.get("shipped-max")).isEqualTo("2025-01-01");
        assertThat(kpis.get("region-max")).isEqualTo("West");
    }

    @Test
    void booleansCountAndCompareFalseBeforeTrue() {
        Map<String, Object> kpis = kpis(ROWS, "paid");
        assertThat(kpis.get("paid-count")).isEqualTo(new BigDecimal("3"));
        assertThat(kpis.get("paid-min")).isEqualTo(false);
        assertThat(kpis.get("paid-max")).isEqualTo(true);
        assertThat(kpis.get("paid-sum")).isEqualTo(BigDecimal.ZERO);
    }

    @Test
    void noRowsGiveZeroSumsAndCountsAndNoExtremes() {
        Map<String, Object> kpis = kpis(List.of(), "amount");
        assertThat(kpis.get("amount-sum")).isEqualTo(BigDecimal.ZERO);
        assertThat(kpis.get("amount-count")).isEqualTo(BigDecimal.ZERO);
        assertThat(kpis.get("amount-min")).isNull();
        assertThat(kpis.get("amount-avg")).isNull();
    }

    @Test
    void distinctCountsNumbersByValueAndBecomeAnEstimateBeyondTheBound() {
        List<List<String>> rows = new ArrayList<>();
        int exactBound = 1 << Aggregation.KPI_EXACT_DISTINCT;
        for (int i = 0; i < exactBound; i++) {
            rows.add(row(i + ".0", "1", "r", "", ""));
            rows.add(row(i + ".00", "1", "r", "", ""));
        }
        Datasets exact = datasets(rows, "amount");
        assertThat(exact.kpis().get("amount-distinct")).isEqualTo(new BigDecimal(exactBound));
        // 262,144 values are beyond the exact median's bound: only the median is an estimate.
        assertThat(exact.approximate()).containsExactly("amount-median");

        for (int i = exactBound; i < 300_000; i++) {
            rows.add(row(String.valueOf(i), "1", "r", "", ""));
        }
        Datasets estimated = datasets(rows, "amount");
        BigDecimal count = (BigDecimal) estimated.kpis().get("amount-distinct");
        assertThat(count.doubleValue()).isBetween(300_000 * 0.98, 300_000 * 1.02);
        assertThat(estimated.approximate()).containsExactly("amount-distinct", "amount-median");
    }

    @Test
    void theJsonIsThePublicShapeAndReadsBackWithMembersItDoesNotKnow() {
        Datasets datasets = Datasets.parse(
                "{\"rowCount\": 2, \"kpis\": {\"a\": 1.50, \"b\": null}, \"charts\": {}, \"tables\": {}, \"later\": 1}");
        assertThat(datasets.rowCount()).isEqualTo(2);
        assertThat(datasets.kpis()).containsEntry("a", new BigDecimal("1.5")).containsEntry("b", null);
        assertThat(datasets.json())
                .isEqualTo("{\"rowCount\":2,\"kpis\":{\"a\":1.5,\"b\":null},\"charts\":{},\"tables\":{}}");
    }

    @Test
    void aRetriedReadStartsOver() {
        SpecDatasets datasets = SpecDatasets.of(DatasetsFixture.spec(cards("amount"), List.of(), List.of()), PROFILE);
        DatasetsFixture.fed(datasets, COLUMNS, ROWS);
        DatasetsFixture.fed(datasets, COLUMNS, List.of(row("5", "1", "x", "", "")));
        assertThat(datasets.result().rowCount()).isEqualTo(1);
        assertThat(datasets.result().kpis().get("amount-sum")).isEqualTo(new BigDecimal("5"));
    }

    @Test
    void aFieldTheDataLacksHasNoValues() {
        Map<String, Object> kpis = kpis(ROWS, "gone");
        assertThat(kpis.get("gone-sum")).isEqualTo(BigDecimal.ZERO);
        assertThat(kpis.get("gone-max")).isNull();
    }

    private static Map<String, Object> kpis(List<List<String>> rows, String... fields) {
        return datasets(rows, fields).kpis();
    }

    private static Datasets datasets(List<List<String>> rows, String... fields) {
        SpecDatasets datasets = SpecDatasets.of(DatasetsFixture.spec(cards(fields), List.of(), List.of()), PROFILE);
        Datasets result = DatasetsFixture.fed(datasets, COLUMNS, rows).result();
        // What is stored is what is shown: the JSON gives the same datasets back.
        assertThat(Datasets.parse(result.json())).isEqualTo(result);
        return result;
    }

    private static List<KpiCard> cards(String... fields) {
        List<KpiCard> cards = new ArrayList<>();
        for (String field : fields) {
            for (Aggregate aggregate : Aggregate.values()) {
                if (aggregate == Aggregate.NONE) {
                    continue; // charts only
                }
                cards.add(new KpiCard(field + "-" + aggregate.json(), field, field, aggregate, null, List.of()));
            }
        }
        return cards;
    }
}
