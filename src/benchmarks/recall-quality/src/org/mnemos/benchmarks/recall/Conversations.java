package org.mnemos.benchmarks.recall;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;

/** The two conversational development sets, read into one shape: chats of turns, with questions. */
final class Conversations {

    static final ObjectMapper JSON = new ObjectMapper();

    /** The Remember schema's limit; longer messages are cut for the product and the references alike. */
    static final int MAX_CONTENT = 8000;

    record Turn(String id, String role, String content, LocalDate date, int session) {}

    /** A question; an abstention question has no gold evidence. */
    record Question(String type, List<String> types, String text, Set<String> gold, boolean abstention) {}

    record Chat(String name, List<Turn> turns, List<Question> questions) {}

    private Conversations() {}

    /** beam-100k: 20 chats; the "->-> b,t" index markers stripped; evidence ids are message ids. */
    static List<Chat> beam(Path folder) throws IOException {
        List<Chat> chats = new ArrayList<>();
        for (int n = 1; n <= 20; n++) {
            Path dir = folder.resolve(String.valueOf(n));
            List<Turn> turns = new ArrayList<>();
            int session = 0;
            for (JsonNode batch : JSON.readTree(dir.resolve("chat.json").toFile())) {
                session++;
                LocalDate sessionDate = beamDate(batch.path("time_anchor").asText(null));
                for (JsonNode round : batch.get("turns")) {
                    for (JsonNode message : round) {
                        LocalDate date = beamDate(message.path("time_anchor").asText(null));
                        String content = message.get("content").asText().replaceAll("\\s*->->\\s*\\d+\\s*,\\s*\\d+\\s*$", "");
                        turns.add(new Turn(message.get("id").asText(), message.get("role").asText(), cut(content),
                                date != null ? date : sessionDate, session));
                    }
                }
            }
            List<Question> questions = new ArrayList<>();
            var probing = JSON.readTree(dir.resolve("probing_questions.json").toFile()).fields();
            while (probing.hasNext()) {
                var type = probing.next();
                for (JsonNode q : type.getValue()) {
                    Set<String> gold = new LinkedHashSet<>();
                    collect(q.get("source_chat_ids"), gold);
                    questions.add(new Question(type.getKey(), List.of(type.getKey()), q.get("question").asText(), gold,
                            type.getKey().equals("abstention")));
                }
            }
            chats.add(new Chat("beam-100k/" + n, turns, questions));
        }
        return chats;
    }

    /** lufy: one chat per user (all four sessions); the system prompts are not conversation and are left out. */
    static List<Chat> lufy(Path folder) throws IOException {
        List<Chat> chats = new ArrayList<>();
        List<Path> users;
        try (Stream<Path> files = Files.list(folder)) {
            users = files.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        for (Path user : users) {
            List<Turn> turns = new ArrayList<>();
            List<Question> questions = new ArrayList<>();
            for (JsonNode session : JSON.readTree(user.toFile())) {
                int number = session.get("conversation_id").asInt();
                for (JsonNode turn : session.get("turns")) {
                    if (turn.get("dia_id").asText().equals("0") || turn.get("content").asText().isBlank()) {
                        continue;
                    }
                    turns.add(new Turn(turn.get("dia_id").asText(), turn.get("role").asText(),
                            cut(turn.get("content").asText()), lufyDate(turn.get("date").asText()), number));
                }
                for (JsonNode qa : session.get("qa")) {
                    Set<String> gold = new LinkedHashSet<>();
                    qa.get("evidence").forEach(e -> gold.add(e.asText()));
                    List<String> categories = new ArrayList<>();
                    qa.get("category").forEach(c -> categories.add("category " + c.asText()));
                    questions.add(new Question(categories.isEmpty() ? "none" : categories.get(0), categories,
                            qa.get("question").asText(), gold, false));
                }
            }
            chats.add(new Chat("lufy/" + user.getFileName().toString().replace(".json", ""), turns, questions));
        }
        return chats;
    }

    private static void collect(JsonNode ids, Set<String> into) {
        if (ids == null || ids.isNull()) {
            return;
        }
        if (ids.isArray()) {
            ids.forEach(id -> collect(id, into));
        } else if (ids.isObject()) {
            ids.elements().forEachRemaining(id -> collect(id, into));
        } else {
            into.add(ids.asText());
        }
    }

    private static String cut(String content) {
        String text = content.strip();
        return text.length() <= MAX_CONTENT ? text : text.substring(0, MAX_CONTENT);
    }

    private static LocalDate beamDate(String anchor) {
        if (anchor == null || anchor.isBlank()) {
            return null;
        }
        try {
            return LocalDate.parse(anchor.strip(), DateTimeFormatter.ofPattern("MMMM-d-yyyy", Locale.ENGLISH));
        } catch (RuntimeException e) {
            return null;
        }
    }

    private static LocalDate lufyDate(String date) {
        try {
            return LocalDate.parse(date.replace("Feburary", "February"), DateTimeFormatter.ofPattern("yyyy-MMMM-d", Locale.ENGLISH));
        } catch (RuntimeException e) {
            return null;
        }
    }
}
