package org.mnemos.dashboard.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.Reader;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.Row;
import org.mnemos.dashboard.entity.Aggregate;
import org.mnemos.dashboard.entity.KpiCard;

/**
 * The shared superstore sample ({@code $MNEMOS_SAMPLE_DATA}, else {@code /work/shared/data}; skipped without
 * it) through {@link SpecDatasets}: its KPIs equal the figures PostgreSQL and Python's decimals give for the
 * file, as the page showed them before the numbers moved to the server.
 */
class SpecDatasetsSuperstoreTest {

    @Test
    void superstoreKpisAreTheExactFiguresOfTheFile() throws IOException {
        Path csv = sampleData().resolve("superstore/superstore.csv");
        assumeTrue(Files.isRegularFile(csv), "no superstore sample at " + csv);
        SpecDatasets datasets = SpecDatasets.of(
                DatasetsFixture.spec(
                        List.of(
                                kpi("orders", "Order ID", Aggregate.DISTINCT),
                                kpi("customers", "Customer ID", Aggregate.DISTINCT),
                                kpi("sales", "Sales", Aggregate.SUM),
                                kpi("last", "Order Date", Aggregate.MAX)),
                        List.of(),
                        List.of()),
                SampleProfiles.load("superstore"));
        try (Reader in = Files.newBufferedReader(csv, StandardCharsets.UTF_8);
                CSVParser parser = CSVFormat.DEFAULT.parse(in)) {
            long line = 0;
            for (CSVRecord record : parser) {
                List<String> values = record.toList();
                if (line++ == 0) {
                    datasets.start(values.stream()
                            .map(name -> name.replace("\uFEFF", ""))
                            .toList());
                } else {
                    datasets.accept(new Row(line, values));
                }
            }
        }
        Map<String, Object> kpis = datasets.result().kpis();
        assertThat(datasets.result().rowCount()).isEqualTo(9994);
        assertThat(kpis.get("orders")).isEqualTo(new BigDecimal("5009"));
        assertThat(kpis.get("customers")).isEqualTo(new BigDecimal("793"));
        assertThat(kpis.get("sales")).isEqualTo(new BigDecimal("2297200.8603"));
        assertThat(kpis.get("last")).isEqualTo("2019-12-30");
        assertThat(datasets.result().approximate()).isEmpty();
    }

    private static KpiCard kpi(String id, String field, Aggregate aggregate) {
        return new KpiCard(id, id, field, aggregate, null, List.of());
    }

    private static Path sampleData() {
        String configured = System.getenv("MNEMOS_SAMPLE_DATA");
        return Path.of(configured == null || configured.isBlank() ? "/work/shared/data" : configured);
    }
}
