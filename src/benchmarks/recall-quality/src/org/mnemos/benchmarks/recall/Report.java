package org.mnemos.benchmarks.recall;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.mnemos.benchmarks.recall.Conversations.Chat;

/** The results page: per set, the methods side by side at every k, then recall@10 per question type. */
final class Report {

    private static final String INTRO = """
            Each conversation is remembered into its own workspace through the real write path (Remember over \
            HTTP in batches of 100, in the order said; the speaker as the source type, `USER_STATEMENT` or \
            `AGENT_INFERENCE`; the session date as `observedAt`; the session as the `conversation`; the message id \
            as the citation), every question with gold evidence is \
            asked through Recall with `k` = 50, and the returned entries are mapped back to message ids. \
            Evidence recall@k = the share of a question's gold message ids among the first k, averaged over \
            questions. The references run in the driver over the same turns: **BM25** = Lucene 9.12 BM25 \
            (k1 1.2, b 0.75, `EnglishAnalyzer`) over single turns; **dense** = exact cosine with the product's \
            embedding model; **RRF** = reciprocal rank fusion (k = 60) of their top 100. Rows marked *lever* are \
            ranking options measured in the driver: a convex combination α·mm(cosine) + (1 − α)·mm(BM25) of \
            min-max normalised scores, BM25 over a turn with its neighbours (or its previous turn only) in the \
            same session, and the cosine with a short turn's vector plus its previous turn's. The in-process \
            replica of the product's ranking indexes a turn of at most 40 words with the words and the vector of \
            the previous turn of its session when that is short too, as the product does for a conversation. \
            A long message is cut at the Remember schema's 8,000 characters for the product and the references alike.

            """;

    private final StringBuilder sets = new StringBuilder();
    private final String arguments;
    private final String handWritten;

    Report(String arguments, String handWritten) {
        this.arguments = arguments;
        this.handWritten = handWritten;
    }

    /** The reading of the figures below the generated part is written by hand; a new run keeps it. */
    static String handWritten(Path page) throws IOException {
        String text = Files.exists(page) ? Files.readString(page) : "";
        int at = text.indexOf("\n## Goals and status");
        return at < 0 ? "" : "\n" + text.substring(at).strip() + "\n";
    }

    void add(String set, List<Chat> chats, RecallQuality.Result result) {
        Scores scores = result.scores();
        int turns = chats.stream().mapToInt(c -> c.turns().size()).sum();
        sets.append("## ").append(set).append("\n\n")
                .append(String.format(Locale.ROOT, "%d conversations, %d turns remembered, %d questions with evidence.%n%n",
                        chats.size(), turns, scores.questions(Scores.ALL)));
        sets.append("| method | R@1 | R@5 | R@10 | R@20 | R@50 |\n|---|---|---|---|---|---|\n");
        for (String method : scores.methods()) {
            sets.append("| ").append(method);
            for (int i = 0; i < Scores.KS.length; i++) {
                sets.append(String.format(Locale.ROOT, " | %.3f", scores.at(method, Scores.ALL, i)));
            }
            sets.append(" |\n");
        }
        List<String> shown = scores.methods().stream()
                .filter(m -> !m.startsWith("lever") && !m.startsWith("product index order")).toList();
        sets.append("\nRecall@10 per question type:\n\n| type | n |");
        shown.forEach(m -> sets.append(' ').append(m).append(" |"));
        sets.append("\n|---|---|").append("---|".repeat(shown.size())).append('\n');
        for (String type : scores.types()) {
            sets.append("| ").append(type).append(" | ").append(scores.questions(type));
            for (String method : shown) {
                sets.append(String.format(Locale.ROOT, " | %.3f", scores.at(method, type, 2)));
            }
            sets.append(" |\n");
        }
        RecallQuality.Abstentions a = result.abstentions();
        if (a.abstentionQuestions() > 0 || a.answerable() > 0) {
            sets.append(String.format(Locale.ROOT,
                    "%nRecall abstained on %d of %d abstention questions and on %d of %d answerable questions.%n",
                    a.onAbstention(), a.abstentionQuestions(), a.onAnswerable(), a.answerable()));
        }
        RecallQuality.Abstentions local = result.inProcess();
        sets.append(String.format(Locale.ROOT,
                "%nThe in-process ranking abstained on %d of %d abstention questions and on %d of %d answerable questions.%n",
                local.onAbstention(), local.abstentionQuestions(), local.onAnswerable(), local.answerable()));
        if (!result.writes().isEmpty()) {
            sets.append("\nRemember results: ");
            result.writes().forEach((what, n) -> sets.append(what).append(' ').append(n).append("; "));
            sets.append('\n');
        }
        sets.append('\n');
    }

    String markdown() {
        return "# Benchmark: recall quality on conversational memory\n\n"
                + "Measured " + LocalDate.now() + " on " + machine() + ". Command: `src/benchmarks/recall-quality/run`"
                + " (driver arguments `" + arguments + "`)." + reranker() + "\n\n" + INTRO + sets + handWritten;
    }

    /** The product inherits the driver's environment: a re-ranker set there re-orders its Recalls. */
    private static String reranker() {
        String url = System.getenv("MNEMOS_RECALL_RERANK_URL");
        return url == null || url.isBlank()
                ? " No re-ranker (`MNEMOS_RECALL_RERANK_URL` unset)."
                : " Recall re-ranked by `" + System.getenv("MNEMOS_RECALL_RERANK_MODEL") + "` at `" + url + "`.";
    }

    private static String machine() {
        try {
            String cpu = Files.readAllLines(Path.of("/proc/cpuinfo")).stream()
                    .filter(l -> l.startsWith("model name")).findFirst()
                    .map(l -> l.substring(l.indexOf(':') + 1).strip()).orElse("unknown CPU");
            return Runtime.getRuntime().availableProcessors() + " cores, " + cpu + ", JDK " + System.getProperty("java.version");
        } catch (IOException e) {
            return "unknown machine";
        }
    }
}
