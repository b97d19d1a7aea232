package org.mnemos.benchmarks.recall;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.mnemos.benchmarks.recall.Conversations.Chat;
import org.mnemos.benchmarks.recall.Conversations.Question;
import org.mnemos.benchmarks.recall.Conversations.Turn;
import org.mnemos.retrieval.control.OfflineEmbeddingModel;
import org.mnemos.retrieval.control.OfflineModel;

/**
 * Retrieval quality of Recall on the conversational development sets, with in-run references on the
 * same turns. Usage: RecallQuality launcher.jar sharedData out.md workDir [--offline] [--sets beam-100k,lufy]
 * [--model bge-small-en-v1.5-q] (the product's embedding model, for the server and the references alike)
 */
public final class RecallQuality {

    static final int TOP_K = 50;
    static final double[] ALPHAS = {0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8};
    static final String PRODUCT = "**Recall (product, HTTP)**";
    static final String IN_PROCESS = "**product ranking in-process (index + Recall's order)**";

    private final OfflineEmbeddingModel model;
    private final Path work;

    private RecallQuality(OfflineModel model, Path work) {
        this.model = new OfflineEmbeddingModel(model);
        this.work = work;
    }

    public static void main(String[] args) throws Exception {
        Path launcher = Path.of(args[0]);
        Path shared = Path.of(args[1]);
        Path out = Path.of(args[2]);
        Path work = Path.of(args[3]);
        List<String> options = Arrays.asList(args).subList(4, args.length);
        boolean offline = options.contains("--offline");
        List<String> sets = options.contains("--sets")
                ? List.of(options.get(options.indexOf("--sets") + 1).split(","))
                : List.of("beam-100k", "lufy");
        // --chats N: the first N conversations of each set (a smoke run's few seconds)
        int chatLimit = options.contains("--chats")
                ? Integer.parseInt(options.get(options.indexOf("--chats") + 1))
                : Integer.MAX_VALUE;
        OfflineModel model = options.contains("--model")
                ? OfflineModel.named(options.get(options.indexOf("--model") + 1))
                : OfflineModel.ALL_MINILM_L6_V2_Q;
        RecallQuality benchmark = new RecallQuality(model, work);
        Report report = new Report(String.join(" ", args), Report.handWritten(out));
        Product product =
                offline ? null : Product.start(launcher, work.resolve("data-" + System.currentTimeMillis()), model);
        try {
            for (String set : sets) {
                List<Chat> all = set.equals("lufy")
                        ? Conversations.lufy(shared.resolve("lufy"))
                        : Conversations.beam(shared.resolve("beam-100k"));
                List<Chat> chats = all.subList(0, Math.min(chatLimit, all.size()));
                report.add(set, chats, benchmark.run(chats, product));
            }
            // Only a complete run writes the page: a set that fails stops the run before it.
            Files.writeString(out, report.markdown());
        } finally {
            if (product != null) {
                product.close();
            }
        }
        System.out.println(report.markdown());
    }

    /** Product abstentions on abstention questions and on answerable ones. */
    record Abstentions(int onAbstention, int abstentionQuestions, int onAnswerable, int answerable) {}

    record Result(Scores scores, Abstentions abstentions, Abstentions inProcess, Map<String, Integer> writes) {}

    private Result run(List<Chat> chats, Product product) throws Exception {
        Scores scores = new Scores();
        int[] abstentions = new int[8];
        Map<String, Integer> writes = new LinkedHashMap<>();
        for (Chat chat : chats) {
            long started = System.nanoTime();
            List<float[]> vectors = vectors(chat);
            References references = new References(chat, vectors);
            InProcess inProcess = new InProcess(chat, vectors);
            Product.Remembered remembered = product == null ? null : product.remember(chat);
            if (remembered != null) {
                writes.merge("stored", remembered.stored(), Integer::sum);
                writes.merge("reinforced (same text as an earlier turn)", remembered.reinforced(), Integer::sum);
                writes.merge("quarantined", remembered.quarantined(), Integer::sum);
                writes.merge("refused", remembered.refused(), Integer::sum);
            }
            for (Question question : chat.questions()) {
                Product.Answer answer = remembered == null ? null : product.recall(remembered, question.text(), TOP_K);
                float[] queryVector = model.embedQuery(question.text());
                InProcess.Answer local = inProcess.recall(question.text(), queryVector);
                if (question.abstention()) {
                    abstentions[4] += local.abstained() ? 1 : 0;
                    abstentions[5]++;
                    if (answer != null) {
                        abstentions[0] += answer.abstained() ? 1 : 0;
                        abstentions[1]++;
                    }
                    continue;
                }
                if (question.gold().isEmpty()) {
                    continue;
                }
                abstentions[6] += local.abstained() ? 1 : 0;
                abstentions[7]++;
                scores.add(IN_PROCESS, question.types(), question.gold(), local.recallOrder());
                scores.add("product index order in-process (fused score, no trust)", question.types(), question.gold(),
                        local.indexOrder());
                if (answer != null) {
                    abstentions[2] += answer.abstained() ? 1 : 0;
                    abstentions[3]++;
                    scores.add(PRODUCT, question.types(), question.gold(), answer.messages());
                }
                Map<String, Double> bm25 = references.bm25(question.text(), References.Context.NONE);
                Map<String, Double> dense = references.dense(queryVector);
                Map<String, Double> bm25Context = references.bm25(question.text(), References.Context.NEIGHBOURS);
                Map<String, Double> bm25Short =
                        references.bm25(question.text(), References.Context.NEIGHBOURS_OF_SHORT_TURNS);
                Map<String, Double> bm25Previous =
                        references.bm25(question.text(), References.Context.PREVIOUS_OF_SHORT_TURNS);
                scores.add("lever: BM25, the previous turn for turns ≤ 40 words", question.types(), question.gold(),
                        References.ranking(bm25Previous));
                scores.add("BM25", question.types(), question.gold(), References.ranking(bm25));
                scores.add("dense (" + model.name() + ")", question.types(), question.gold(), References.ranking(dense));
                scores.add("lever: dense, the previous turn's vector added for turns ≤ 40 words", question.types(),
                        question.gold(), References.ranking(references.dense(queryVector, true)));
                scores.add("RRF(BM25, dense), k = 60", question.types(), question.gold(), References.rrf(bm25, dense));
                scores.add("lever: BM25 over turn ± 1 neighbour", question.types(), question.gold(), References.ranking(bm25Context));
                scores.add("lever: BM25, neighbours for turns ≤ 40 words", question.types(), question.gold(),
                        References.ranking(bm25Short));
                for (double alpha : ALPHAS) {
                    scores.add(String.format(Locale.ROOT, "lever: convex α = %.1f", alpha), question.types(), question.gold(),
                            References.convex(bm25, dense, alpha));
                    scores.add(String.format(Locale.ROOT, "lever: convex α = %.1f, neighbours for turns ≤ 40 words", alpha),
                            question.types(), question.gold(), References.convex(bm25Short, dense, alpha));
                    scores.add(String.format(Locale.ROOT, "lever: convex α = %.1f, the previous turn for turns ≤ 40 words", alpha),
                            question.types(), question.gold(), References.convex(bm25Previous, dense, alpha));
                }
            }
            inProcess.close();
            System.err.printf(Locale.ROOT, "%s: average %.1f terms per turn%n", chat.name(), references.averageTerms());
            System.err.printf(Locale.ROOT, "%s: %d turns, %d questions, %.0f s%n", chat.name(), chat.turns().size(),
                    chat.questions().size(), (System.nanoTime() - started) / 1e9);
        }
        return new Result(scores, new Abstentions(abstentions[0], abstentions[1], abstentions[2], abstentions[3]),
                new Abstentions(abstentions[4], abstentions[5], abstentions[6], abstentions[7]), writes);
    }

    /** The turns' embeddings, cached under the work directory: the references need them on every run. */
    private List<float[]> vectors(Chat chat) throws IOException {
        Path cache = work.resolve("vectors").resolve(model.name() + "-" + chat.name().replace('/', '-') + ".bin");
        List<float[]> vectors = new ArrayList<>();
        if (Files.exists(cache)) {
            try (DataInputStream in = new DataInputStream(Files.newInputStream(cache))) {
                int count = in.readInt();
                for (int i = 0; i < count; i++) {
                    float[] v = new float[model.dimension()];
                    for (int j = 0; j < v.length; j++) {
                        v[j] = in.readFloat();
                    }
                    vectors.add(v);
                }
            }
            if (vectors.size() == chat.turns().size()) {
                return vectors;
            }
        }
        vectors = model.embedAll(chat.turns().stream().map(Turn::content).toList());
        Files.createDirectories(cache.getParent());
        try (DataOutputStream out = new DataOutputStream(Files.newOutputStream(cache))) {
            out.writeInt(vectors.size());
            for (float[] v : vectors) {
                for (float x : v) {
                    out.writeFloat(x);
                }
            }
        }
        return vectors;
    }
}
