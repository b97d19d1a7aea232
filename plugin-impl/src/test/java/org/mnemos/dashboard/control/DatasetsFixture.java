package org.mnemos.dashboard.control;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.mnemos.api.connector.ColumnProfile;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.connector.Row;
import org.mnemos.dashboard.entity.Chart;
import org.mnemos.dashboard.entity.DashboardSpec;
import org.mnemos.dashboard.entity.DetailTable;
import org.mnemos.dashboard.entity.FormatRules;
import org.mnemos.dashboard.entity.KpiCard;
import org.mnemos.dashboard.entity.Layout;

/** Specs, profiles and rows written out in a test, for {@link SpecDatasets}. */
public final class DatasetsFixture {

    private DatasetsFixture() {}

    /** A profile of the columns {@code name:type} (dates as {@code name:date:pattern}). */
    public static DataProfile profile(String... columns) {
        List<ColumnProfile> profiles = new ArrayList<>();
        for (String column : columns) {
            String[] parts = column.split(":", 3);
            profiles.add(new ColumnProfile(
                    parts[0],
                    parts[1],
                    0,
                    0,
                    true,
                    null,
                    null,
                    null,
                    null,
                    null,
                    List.of(),
                    true,
                    parts.length > 2 ? parts[2] : null));
        }
        return new DataProfile(0, "", profiles, List.of(), "", 0, 0);
    }

    /** A column of a profile with its range and distinct count; date-times as {@code yyyy-MM-dd'T'HH:mm}. */
    public static ColumnProfile column(String name, String type, String min, String max, long distinct) {
        return new ColumnProfile(
                name,
                type,
                0,
                distinct,
                true,
                min,
                max,
                null,
                null,
                null,
                List.of(),
                false,
                type.equals("datetime") ? "yyyy-MM-dd'T'HH:mm" : null);
    }

    public static DashboardSpec spec(List<KpiCard> kpis, List<Chart> charts, List<DetailTable> tables) {
        return new DashboardSpec(
                1,
                "Test",
                kpis,
                charts,
                tables,
                new Layout(List.of(List.of("any"))),
                new FormatRules(List.of(), List.of(), List.of()));
    }

    /** Rows of values in the profile's column order, fed to a fresh computation; its result. */
    public static SpecDatasets fed(SpecDatasets datasets, List<String> columns, List<List<String>> rows) {
        datasets.start(columns);
        long number = 1;
        for (List<String> row : rows) {
            datasets.accept(new Row(++number, row));
        }
        return datasets;
    }

    public static List<String> row(String... values) {
        return Arrays.asList(values);
    }
}
