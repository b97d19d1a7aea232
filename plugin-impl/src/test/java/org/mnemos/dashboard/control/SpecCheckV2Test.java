package org.mnemos.dashboard.control;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.api.node.Violation;
import org.mnemos.platform.Json;

/** SpecCheck on what spec version 2 adds: each member checked against the profile, each refusal named. */
class SpecCheckV2Test {

    private static final DataProfile REQUESTS = new DataProfile(
            1000,
            "",
            List.of(
                    DatasetsFixture.column("Unique Key", "integer", "10000001", "10001000", 1000),
                    DatasetsFixture.column("Created Date", "datetime", "2022-01-01T00:05", "2022-12-31T23:10", 990),
                    DatasetsFixture.column("Closed Date", "datetime", "2022-01-01T03:05", "2023-01-04T10:00", 950),
                    DatasetsFixture.column("Borough", "categorical", null, null, 5),
                    DatasetsFixture.column("Status", "categorical", null, null, 2),
                    DatasetsFixture.column("X Coordinate (State Plane)", "integer", "913357", "1067173", 900),
                    DatasetsFixture.column("Year", "integer", "2015", "2022", 8),
                    DatasetsFixture.column("Age", "integer", "18", "90", 70),
                    DatasetsFixture.column("Hours", "decimal", "0.5", "80", 300)),
            List.of(),
            "",
            0,
            0);

    private static final String BASE = """
            {"specVersion": 2, "title": "Requests", "kpis": [
              {"id": "count", "title": "Requests", "field": "Unique Key", "aggregate": "count",
               "format": {"type": "number", "decimals": 0}}],
             "charts": [
              {"id": "by-borough", "title": "By borough", "mark": "bar",
               "x": {"field": "Borough"}, "y": {"field": "Unique Key", "aggregate": "count"}}],
             "tables": [],
             "layout": {"rows": [["count", "by-borough"]]},
             "formatRules": {"categoryColours": [], "thresholds": [], "decimals": []}}
            """;

    @Test
    void aFullVersion2SpecPasses() {
        assertThat(check(spec -> {
                    spec.set(
                            "filters",
                            json(
                                    "[{\"field\": \"Created Date\", \"op\": \"relative\", \"last\": 6, \"unit\": \"month\"}]"));
                    spec.set(
                            "derived",
                            json("[{\"name\": \"Resolution hours\", \"kind\": \"dateDiff\","
                                    + " \"from\": \"Created Date\", \"to\": \"Closed Date\", \"unit\": \"hours\"}]"));
                    spec.set(
                            "exclusions",
                            json(
                                    "[{\"field\": \"Borough\", \"values\": [\"Unspecified\"], \"reason\": \"no borough\"}]"));
                    spec.set("notes", json("[\"'margin': no column matches; nothing added\"]"));
                    spec.set("theme", json("{\"mode\": \"dark\", \"background\": \"#1a1a2e\"}"));
                    chart(spec).set("y", json("{\"field\": \"Resolution hours\", \"aggregate\": \"median\"}"));
                    chart(spec).set("colour", json("{\"field\": \"Status\"}"));
                    chart(spec).put("stack", "normalized");
                    chart(spec).set("limit", json("{\"n\": 3, \"others\": true}"));
                    chart(spec)
                            .set("filters", json("[{\"field\": \"Status\", \"op\": \"in\", \"values\": [\"open\"]}]"));
                }))
                .isEmpty();
    }

    @Test
    void identifiersCoordinatesAndYearsAreNeverTotalledNorRatioed() {
        assertThat(check(spec ->
                        kpi(spec).put("field", "X Coordinate (State Plane)").put("aggregate", "sum")))
                .containsExactly(new Violation(
                        "/kpis/0/field",
                        "'X Coordinate (State Plane)' is a coordinate; it is never summed, averaged or its median"
                                + " taken (count, distinct, min, max and grouping by it are fine)"));
        assertThat(check(spec -> chart(spec).set("y", json("{\"field\": \"Year\", \"aggregate\": \"median\"}"))))
                .extracting(Violation::pointer)
                .containsExactly("/charts/0/y/field");
        assertThat(check(spec -> chart(spec)
                        .set(
                                "y",
                                json("{\"field\": \"Hours\", \"aggregate\": \"sum\","
                                        + " \"per\": {\"field\": \"Unique Key\", \"aggregate\": \"avg\"}}"))))
                .extracting(Violation::pointer)
                .containsExactly("/charts/0/y/per/field");
        // Counting, extremes and raw plotting are fine.
        assertThat(check(spec -> kpi(spec).put("field", "Year").put("aggregate", "max")))
                .isEmpty();
    }

    @Test
    void eachMemberNeedsTheColumnTypeItsUseNeeds() {
        assertThat(check(spec -> spec.set(
                        "derived",
                        json("[{\"name\": \"Wait\", \"kind\": \"dateDiff\","
                                + " \"from\": \"Borough\", \"to\": \"Closed Date\", \"unit\": \"days\"}]"))))
                .containsExactly(new Violation(
                        "/derived/0/from", "'Borough' is a categorical column; this use needs a date column"));
        assertThat(check(spec -> chart(spec).set("x", json("{\"field\": \"Borough\", \"bin\": {\"step\": 10}}"))))
                .extracting(Violation::pointer)
                .containsExactly("/charts/0/x/field");
        assertThat(check(spec -> spec.set("filters", json("[{\"field\": \"Status\", \"op\": \"range\", \"min\": 1}]"))))
                .extracting(Violation::pointer)
                .containsExactly("/filters/0/field");
        assertThat(check(spec -> chart(spec).set("x", json("{\"field\": \"Status\", \"timeUnit\": \"monthOfYear\"}"))))
                .extracting(Violation::pointer)
                .containsExactly("/charts/0/x/field");
        // A year column takes the year unit.
        assertThat(check(spec -> chart(spec).set("x", json("{\"field\": \"Year\", \"timeUnit\": \"year\"}"))))
                .isEmpty();
        assertThat(check(spec -> chart(spec).set("x", json("{\"field\": \"Age\", \"bin\": {\"maxBins\": 8}}"))))
                .isEmpty();
    }

    @Test
    void membersThatMeanNothingWhereTheyStandAreRefused() {
        assertThat(check(spec -> chart(spec).put("stack", "stacked")))
                .extracting(Violation::pointer)
                .containsExactly("/charts/0/stack");
        assertThat(check(spec -> chart(spec).put("donut", true)))
                .extracting(Violation::pointer)
                .containsExactly("/charts/0/donut");
        assertThat(check(spec -> spec.set("filters", json("[{\"field\": \"Status\", \"op\": \"equals\"}]"))))
                .extracting(Violation::pointer)
                .containsExactly("/filters/0/values");
        assertThat(check(spec -> spec.set(
                        "derived",
                        json("[{\"name\": \"Status\", \"kind\": \"dateDiff\","
                                + " \"from\": \"Created Date\", \"to\": \"Closed Date\", \"unit\": \"days\"}]"))))
                .extracting(Violation::pointer)
                .containsExactly("/derived/0/name");
    }

    @Test
    void aVersion1SpecIsCheckedAgainstTheVersion1Schema() {
        assertThat(check(spec -> spec.put("specVersion", 1))).isEmpty();
        assertThat(check(spec -> {
                    spec.put("specVersion", 1);
                    spec.set("notes", json("[\"a note\"]"));
                }))
                .isNotEmpty();
        assertThat(check(spec -> {
                    spec.put("specVersion", 1);
                    kpi(spec).put("aggregate", "median");
                }))
                .extracting(Violation::pointer)
                .containsExactly("/kpis/0/aggregate");
        assertThat(check(spec -> spec.put("specVersion", 3)))
                .extracting(Violation::pointer)
                .containsExactly("/specVersion");
    }

    private static List<Violation> check(Consumer<ObjectNode> change) {
        ObjectNode spec = (ObjectNode) json(BASE);
        change.accept(spec);
        return SpecCheck.check(spec.toString(), REQUESTS);
    }

    private static ObjectNode kpi(ObjectNode spec) {
        return (ObjectNode) spec.at("/kpis/0");
    }

    private static ObjectNode chart(ObjectNode spec) {
        return (ObjectNode) spec.at("/charts/0");
    }

    private static com.fasterxml.jackson.databind.JsonNode json(String text) {
        try {
            return Json.mapper().readTree(text);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
