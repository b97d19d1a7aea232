package org.mnemos.screening.control;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;

/**
 * Ordinary text from the shared sample data ({@code $MNEMOS_SAMPLE_DATA}, else {@code /work/shared/data}), for the
 * screens' false-positive tests: conversations, chart requests and CSV cells.
 */
public final class SampleTexts {

    private static final ObjectMapper JSON = new ObjectMapper();

    private SampleTexts() {}

    public static Path root() {
        String configured = System.getenv("MNEMOS_SAMPLE_DATA");
        return Path.of(configured == null || configured.isBlank() ? "/work/shared/data" : configured);
    }

    public static Stream<Path> listed(Path folder) {
        try (Stream<Path> files = Files.list(folder)) {
            return files.sorted().toList().stream();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every message of {@code beam-100k/*}{@code /chat.json}: sessions, each with turns, each a list of messages. */
    public static Stream<String> beamMessages(Path beam) {
        return listed(beam)
                .map(chat -> chat.resolve("chat.json"))
                .filter(Files::isRegularFile)
                .flatMap(chat -> StreamSupport.stream(read(chat).spliterator(), false))
                .flatMap(session -> StreamSupport.stream(session.path("turns").spliterator(), false))
                .flatMap(turn -> StreamSupport.stream(turn.spliterator(), false))
                .map(message -> message.path("content").asText(""));
    }

    /** The user and assistant turns of {@code lufy/*.json}; each session's system prompt is left out. */
    public static Stream<String> lufyTurns(Path lufy) {
        return listed(lufy)
                .filter(file -> file.toString().endsWith(".json"))
                .flatMap(user -> StreamSupport.stream(read(user).spliterator(), false))
                .flatMap(session -> StreamSupport.stream(session.path("turns").spliterator(), false))
                .filter(turn -> !turn.path("role").asText().equals("system"))
                .map(turn -> turn.path("content").asText(""));
    }

    /** Each request of {@code nl2vis-dev/cases.jsonl} and its paraphrases: imperatives addressed to a program. */
    public static Stream<String> chartRequests(Path cases) {
        try (Stream<String> lines = Files.lines(cases, StandardCharsets.UTF_8)) {
            return lines
                    .map(SampleTexts::parse)
                    .flatMap(request -> Stream.concat(
                            Stream.of(request.path("nl").asText()),
                            StreamSupport.stream(request.path("paraphrases").spliterator(), false)
                                    .map(JsonNode::asText)))
                    .toList()
                    .stream();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static Stream<String> cells(Path csv) {
        try (Reader in = Files.newBufferedReader(csv, StandardCharsets.UTF_8)) {
            return CSVFormat.DEFAULT.parse(in).stream().flatMap(CSVRecord::stream).toList().stream();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static JsonNode read(Path json) {
        try {
            return JSON.readTree(json.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static JsonNode parse(String line) {
        try {
            return JSON.readTree(line);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** How many texts were screened and flagged, by rule. */
    public static final class Findings {
        private final Map<String, Integer> byRule = new TreeMap<>();
        private int screened;

        public void count(String rule) {
            screened++;
            if (rule != null) {
                byRule.merge(rule, 1, Integer::sum);
            }
        }

        public int screened() {
            return screened;
        }

        public int found() {
            return byRule.values().stream().mapToInt(Integer::intValue).sum();
        }

        @Override
        public String toString() {
            return screened + " screened, " + found() + " flagged " + byRule;
        }
    }
}
