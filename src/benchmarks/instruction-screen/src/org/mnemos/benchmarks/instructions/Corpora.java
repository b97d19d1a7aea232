package org.mnemos.benchmarks.instructions;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.apache.commons.csv.CSVFormat;

/** Reads the sets the benchmark screens: public prompt injections and ordinary text, public and shared. */
final class Corpora {

    private static final ObjectMapper JSON = new ObjectMapper();

    private Corpora() {}

    /** Tensor Trust's hijacking and extraction attacks (the {@code attack} field of each line), people's own. */
    static Corpus tensorTrust(Path data, String benchmark) throws IOException {
        Path file = data.resolve("tensor-trust-data/benchmarks/" + benchmark + "-robustness/v1/" + benchmark
                + "_robustness_dataset.jsonl");
        List<String> attacks = new ArrayList<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            attacks.add(JSON.readTree(line).path("attack").asText(""));
        }
        return Corpus.of("Tensor Trust " + benchmark, true, "HumanCompatibleAI/tensor-trust-data", attacks);
    }

    /** Giskard's collection of garak's jailbreaks and PromptInject's hijacks (the {@code prompt} column). */
    static Corpus giskard(Path csv) throws IOException {
        try (Reader in = Files.newBufferedReader(csv, StandardCharsets.UTF_8)) {
            List<String> prompts = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build()
                    .parse(in).stream().map(row -> row.get("prompt")).toList();
            return Corpus.of("Giskard prompt injections", true, "Giskard-AI/prompt-injections", prompts);
        }
    }

    /** Each sentence of XQuAD's Wikipedia paragraphs in one language: encyclopaedic facts nobody tuned to. */
    static Corpus xquad(Path data, String language) throws IOException {
        JsonNode root = JSON.readTree(data.resolve("xquad/xquad." + language + ".json").toFile());
        List<String> sentences = new ArrayList<>();
        for (JsonNode article : root.path("data")) {
            for (JsonNode paragraph : article.path("paragraphs")) {
                sentences.addAll(List.of(paragraph.path("context").asText().split("(?<=[.!?])\\s+(?=\\p{Lu})")));
            }
        }
        return Corpus.of("XQuAD " + language + " sentences", false, "google-deepmind/xquad", sentences);
    }

    /** Every message of the shared BEAM conversations ({@code beam-100k/<n>/chat.json}). */
    static Corpus beam(Path shared) throws IOException {
        List<String> messages = new ArrayList<>();
        for (Path chat : listed(shared.resolve("beam-100k"))) {
            Path file = chat.resolve("chat.json");
            if (Files.isRegularFile(file)) {
                for (JsonNode session : JSON.readTree(file.toFile())) {
                    session.path("turns").forEach(turn -> turn.forEach(m -> messages.add(m.path("content").asText(""))));
                }
            }
        }
        return Corpus.of("BEAM 100k messages", false, "shared/data/beam-100k", messages);
    }

    /** The user and assistant turns of the shared LUFY conversations, without their system prompts. */
    static Corpus lufy(Path shared) throws IOException {
        List<String> turns = new ArrayList<>();
        for (Path user : listed(shared.resolve("lufy"))) {
            if (user.toString().endsWith(".json")) {
                for (JsonNode session : JSON.readTree(user.toFile())) {
                    StreamSupport.stream(session.path("turns").spliterator(), false)
                            .filter(turn -> !turn.path("role").asText().equals("system"))
                            .forEach(turn -> turns.add(turn.path("content").asText("")));
                }
            }
        }
        return Corpus.of("LUFY turns", false, "shared/data/lufy", turns);
    }

    /** The chart requests of nl2vis-dev with their paraphrases: imperatives addressed to a program. */
    static Corpus chartRequests(Path shared) throws IOException {
        List<String> requests = new ArrayList<>();
        for (String line : Files.readAllLines(shared.resolve("nl2vis-dev/cases.jsonl"), StandardCharsets.UTF_8)) {
            JsonNode request = JSON.readTree(line);
            requests.add(request.path("nl").asText());
            request.path("paraphrases").forEach(paraphrase -> requests.add(paraphrase.asText()));
        }
        return Corpus.of("nl2vis-dev chart requests", false, "shared/data/nl2vis-dev", requests);
    }

    private static List<Path> listed(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.sorted().toList();
        }
    }
}
