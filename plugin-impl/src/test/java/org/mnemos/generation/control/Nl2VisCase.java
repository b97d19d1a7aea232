package org.mnemos.generation.control;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.mnemos.api.connector.DataProfile;
import org.mnemos.platform.Json;

/**
 * One request of the shared nl2vis development set ({@code $MNEMOS_SAMPLE_DATA/nl2vis-dev/cases.jsonl}) with
 * the profile of its table, made once by the real profiler (see {@code nl2vis-profiles/README.md}).
 */
record Nl2VisCase(
        int line,
        String id,
        String chart,
        String hardness,
        String nl,
        List<String> paraphrases,
        JsonNode gold,
        DataProfile profile) {

    private static final Pattern FILTER_COLUMN = Pattern.compile(
            "([A-Za-z_][A-Za-z0-9_]*)\\s*(?:=|!=|>=|<=|>|<|\\bLIKE\\b|\\bBETWEEN\\b|\\bIN\\b|\\bNOT\\b)",
            Pattern.CASE_INSENSITIVE);

    static Path file() {
        String data = System.getenv().getOrDefault("MNEMOS_SAMPLE_DATA", "/work/shared/data");
        return Path.of(data, "nl2vis-dev", "cases.jsonl");
    }

    static List<Nl2VisCase> all() {
        List<Nl2VisCase> cases = new ArrayList<>();
        try {
            List<String> lines = Files.readAllLines(file());
            for (int i = 0; i < lines.size(); i++) {
                JsonNode c = Json.mapper().readTree(lines.get(i));
                List<String> paraphrases = new ArrayList<>();
                c.get("paraphrases").forEach(p -> paraphrases.add(p.asText()));
                cases.add(new Nl2VisCase(
                        i + 1,
                        c.get("id").asText(),
                        c.get("chart").asText(),
                        c.get("hardness").asText(),
                        c.get("nl").asText(),
                        paraphrases,
                        c.get("gold"),
                        profile(c.get("csv").asText())));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return cases;
    }

    private static DataProfile profile(String csv) throws IOException {
        String resource = "/org/mnemos/generation/nl2vis-profiles/" + csv.replace(".csv", ".json");
        try (InputStream in = Nl2VisCase.class.getResourceAsStream(resource)) {
            return Json.mapper().readValue(in, DataProfile.class);
        }
    }

    String gold(String field) {
        JsonNode n = gold.get(field);
        return n == null || n.isNull() ? null : n.asText();
    }

    /** The columns the gold WHERE clause compares, lower-case. */
    List<String> filterColumns() {
        String filter = gold("filter");
        List<String> columns = new ArrayList<>();
        if (filter != null) {
            Matcher m = FILTER_COLUMN.matcher(filter.replaceAll("\"[^\"]*\"|'[^']*'", "''"));
            while (m.find()) {
                String word = m.group(1).toLowerCase(Locale.ROOT);
                if (!List.of("and", "or", "not", "null", "like", "between", "in")
                        .contains(word)) {
                    columns.add(word);
                }
            }
        }
        return columns;
    }
}
