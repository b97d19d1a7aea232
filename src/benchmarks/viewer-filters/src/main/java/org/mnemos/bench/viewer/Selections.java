package org.mnemos.bench.viewer;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The filter changes measured: one value, two filters, several values, a quarter, a quarter with a mode. */
final class Selections {

    private Selections() {}

    static List<Map<String, List<String>>> of() {
        List<Map<String, List<String>>> selections = new ArrayList<>();
        for (String mode : SupplyChainCsv.MODES) {
            selections.add(Map.of("f.Ship Mode", List.of(mode)));
        }
        for (String region : SupplyChainCsv.REGIONS) {
            selections.add(Map.of("f.Region", List.of(region)));
            selections.add(Map.of("f.Region", List.of(region), "f.Category", List.of("Technology")));
        }
        for (String segment : SupplyChainCsv.SEGMENTS) {
            selections.add(Map.of("f.Segment", List.of(segment), "f.Ship Mode", List.of("First Class", "Same Day")));
        }
        for (int year = 2021; year <= 2024; year++) {
            selections.add(Map.of("f.Order Date", List.of(year + "-04-01.." + year + "-06-30")));
            selections.add(Map.of("f.Order Date", List.of(year + "-01-01.."), "f.Ship Mode", List.of("Second Class")));
        }
        selections.add(Map.of("f.Ship Mode", List.of("")));
        return selections;
    }
}
