package org.mnemos.benchmarks.generation;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** One request of {@code cases.jsonl}: the table it is about, the words sent, and its gold chart. */
record Case(String id, String csv, String chart, String hardness, String nl, Gold gold) {

    static final ObjectMapper JSON = new ObjectMapper();

    /** The cases on the lines of {@code range}, in file order (the file is stratified: a prefix is a fair sample). */
    static List<Case> read(Path jsonl, CaseRange range) throws IOException {
        List<Case> cases = new ArrayList<>();
        int number = 0;
        try (BufferedReader lines = Files.newBufferedReader(jsonl)) {
            for (String line = lines.readLine(); line != null && number < range.to(); line = lines.readLine()) {
                if (!line.isBlank() && range.holds(++number)) {
                    cases.add(of(JSON.readTree(line)));
                }
            }
        }
        return cases;
    }

    static Case of(JsonNode c) {
        JsonNode g = c.get("gold");
        JsonNode sort = g.path("sort");
        List<Point> data = new ArrayList<>();
        for (JsonNode p : g.get("data")) {
            data.add(new Point(Point.label(text(p.get("x"))), text(p.get("colour")), Point.number(text(p.get("y")))));
        }
        Gold gold = new Gold(
                text(g.get("mark")),
                text(g.get("x")),
                text(g.get("y")),
                text(g.get("aggregate")),
                text(g.get("colour")),
                text(sort.get("by")),
                text(sort.get("order")),
                text(g.get("timeUnit")),
                text(g.get("filter")),
                data);
        return new Case(
                c.get("id").asText(),
                c.get("csv").asText(),
                c.get("chart").asText(),
                c.get("hardness").asText(),
                c.get("nl").asText(),
                gold);
    }

    static String text(JsonNode node) {
        return node == null || node.isNull() || node.isMissingNode() ? null : node.asText();
    }
}
