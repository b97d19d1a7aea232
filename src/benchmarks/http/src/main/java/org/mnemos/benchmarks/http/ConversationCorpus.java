package org.mnemos.benchmarks.http;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

/**
 * Real conversational text for the Recall measurement: the messages of the development sets (beam-100k and
 * lufy under the shared data) cut into entries of whole sentences of at least {@link #MIN_WORDS} words, and
 * their questions as queries. Unlike the synthetic corpus, its words follow the frequencies of real text, so
 * BM25's pruning works as it does on a user's memory.
 */
record ConversationCorpus(List<String> entries, List<String> questions) {

    private static final int MIN_WORDS = 12;

    static ConversationCorpus read(Path sharedData, int entries, Random random) throws IOException {
        List<String> messages = new ArrayList<>();
        List<String> questions = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> all = Stream.concat(Files.walk(sharedData.resolve("beam-100k")),
                Files.walk(sharedData.resolve("lufy")))) {
            files = all.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        for (Path file : files) {
            collect(ProductApi.JSON.readTree(file.toFile()), messages, questions);
        }
        List<String> cut = new ArrayList<>();
        StringBuilder entry = new StringBuilder();
        for (String message : messages) {
            for (String sentence : message.split("(?<=[.!?])\\s+|\\n+")) {
                entry.append(entry.isEmpty() ? "" : " ").append(sentence.strip());
                if (entry.toString().split("\\s+").length >= MIN_WORDS) {
                    cut.add(entry.toString());
                    entry.setLength(0);
                }
            }
        }
        if (cut.size() < entries) {
            throw new IllegalStateException("the development sets give " + cut.size() + " entries, not " + entries);
        }
        Collections.shuffle(questions, random);
        return new ConversationCorpus(cut.subList(0, entries), questions);
    }

    /** Every "content" string is a message and every "question" string a question, wherever they nest. */
    private static void collect(JsonNode node, List<String> messages, List<String> questions) {
        node.fields().forEachRemaining(field -> {
            if (field.getValue().isTextual() && field.getKey().equals("content")) {
                messages.add(field.getValue().asText());
            } else if (field.getValue().isTextual() && field.getKey().equals("question")) {
                questions.add(field.getValue().asText());
            }
        });
        node.elements().forEachRemaining(child -> collect(child, messages, questions));
    }
}
