package org.mnemos.dashboard.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.Reader;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.Row;
import org.mnemos.api.connector.RowSink;
import org.mnemos.dashboard.entity.Aggregate;
import org.mnemos.dashboard.entity.Chart;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboard.entity.Datasets;
import org.mnemos.dashboard.entity.KpiCard;
import org.mnemos.dashboard.entity.Mark;
import org.mnemos.dashboard.entity.ViewerFilter;
import org.mnemos.dashboard.entity.ViewerFilterKind;
import org.mnemos.dashboard.entity.ViewerSelection;
import org.mnemos.dashboard.entity.XEncoding;
import org.mnemos.dashboard.entity.YEncoding;

/**
 * Viewer filters over the shared superstore sample (skipped without it): the figures {@link SpecDatasets} gives
 * for a selection, from the source and from the kept {@link SpecRows} after a round trip through their stored
 * bytes, equal sums and counts computed here straight from the CSV.
 */
class ViewerFiltersSuperstoreTest {

    private static final DateTimeFormatter US = DateTimeFormatter.ofPattern("M/d/yyyy");
    private static final DataProfile PROFILE = SampleProfiles.load("superstore");
    private static final DashboardSpec SPEC = DatasetsFixture.spec(
                    List.of(
                            new KpiCard("sales", "Sales", "Sales", Aggregate.SUM, null, List.of()),
                            new KpiCard("lines", "Lines", "Row ID", Aggregate.COUNT, null, List.of())),
                    List.of(new Chart(
                            "by_region",
                            "Sales by region",
                            Mark.BAR,
                            new XEncoding("Region", null, null),
                            new YEncoding("Sales", Aggregate.SUM),
                            null)),
                    List.of())
            .withViewerFilters(List.of(
                    new ViewerFilter("Ship Mode", ViewerFilterKind.VALUES, "Ship mode", List.of()),
                    new ViewerFilter("Order Date", ViewerFilterKind.DATE_RANGE, "Order date", List.of())));

    private static List<String> columns;
    private static final List<List<String>> ROWS = new ArrayList<>();

    @BeforeAll
    static void read() throws IOException {
        Path csv = sampleData().resolve("superstore/superstore.csv");
        assumeTrue(Files.isRegularFile(csv), "no superstore sample at " + csv);
        try (Reader in = Files.newBufferedReader(csv, StandardCharsets.UTF_8);
                CSVParser parser = CSVFormat.DEFAULT.parse(in)) {
            for (CSVRecord record : parser) {
                if (columns == null) {
                    columns = record.toList().stream()
                            .map(name -> name.replace("\uFEFF", ""))
                            .toList();
                } else {
                    ROWS.add(record.toList());
                }
            }
        }
    }

    @Test
    void aShipModeAndAQuarterGiveTheFiguresOfTheRowsTheyKeep() {
        ViewerSelection selection = ViewerSelections.of(
                SPEC,
                PROFILE,
                Map.of(
                        "f.Ship Mode",
                        List.of("First Class", "Same Day"),
                        "f.Order Date",
                        List.of("2018-10-01..2018-12-31")));
        Datasets fromSource = fed(SpecDatasets.of(SPEC, PROFILE, selection)).result();
        Datasets fromKept = SpecDatasets.of(SPEC, PROFILE, selection).over(keptRoundTrip());

        BigDecimal sales = BigDecimal.ZERO;
        long lines = 0;
        Map<String, BigDecimal> byRegion = new TreeMap<>();
        for (List<String> row : ROWS) {
            LocalDate ordered = LocalDate.parse(row.get(columns.indexOf("Order Date")), US);
            String mode = row.get(columns.indexOf("Ship Mode"));
            if ((mode.equals("First Class") || mode.equals("Same Day"))
                    && !ordered.isBefore(LocalDate.of(2018, 10, 1))
                    && !ordered.isAfter(LocalDate.of(2018, 12, 31))) {
                BigDecimal amount = new BigDecimal(row.get(columns.indexOf("Sales")));
                sales = sales.add(amount);
                lines++;
                byRegion.merge(row.get(columns.indexOf("Region")), amount, BigDecimal::add);
            }
        }
        assertThat(lines).isBetween(100L, 2000L);
        assertThat(fromKept).isEqualTo(fromSource);
        assertThat((BigDecimal) fromKept.kpis().get("sales")).isEqualByComparingTo(sales);
        assertThat((BigDecimal) fromKept.kpis().get("lines")).isEqualByComparingTo(BigDecimal.valueOf(lines));
        Map<String, BigDecimal> charted = new TreeMap<>();
        fromKept.charts()
                .get("by_region")
                .forEach(point -> charted.put(
                        (String) point.get("x"), new BigDecimal(point.get("y").toString()).stripTrailingZeros()));
        byRegion.replaceAll((region, sum) -> sum.stripTrailingZeros());
        assertThat(charted).isEqualTo(byRegion);
    }

    @Test
    void noSelectionGivesTheUnfilteredFigures() {
        Datasets all = SpecDatasets.of(SPEC, PROFILE).over(keptRoundTrip());
        assertThat(all).isEqualTo(fed(SpecDatasets.of(SPEC, PROFILE)).result());
        assertThat(all.kpis().get("sales")).isEqualTo(new BigDecimal("2297200.8603"));
        assertThat(all.rowCount()).isEqualTo(ROWS.size());
    }

    @Test
    void keptRowsHoldOnlyTheColumnsTheSpecReads() {
        SpecRows kept = keptRoundTrip();
        assertThat(kept.columns()).containsExactlyInAnyOrder("Sales", "Row ID", "Region", "Ship Mode", "Order Date");
        assertThat(kept.rows()).isEqualTo(ROWS.size());
    }

    private static SpecRows keptRoundTrip() {
        SpecRows.Recorder recorder = SpecRows.recorder(SPEC);
        fed(SpecDatasets.of(SPEC, PROFILE).keeping(recorder));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        recorder.rows().write(bytes);
        return SpecRows.read(new ByteArrayInputStream(bytes.toByteArray()));
    }

    private static <T extends RowSink> T fed(T sink) {
        sink.start(columns);
        long line = 1;
        for (List<String> row : ROWS) {
            sink.accept(new Row(++line, row));
        }
        return sink;
    }

    private static Path sampleData() {
        String configured = System.getenv("MNEMOS_SAMPLE_DATA");
        return Path.of(configured == null || configured.isBlank() ? "/work/shared/data" : configured);
    }
}
