package org.mnemos.benchmarks;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import org.mnemos.retrieval.control.LuceneRetrievalIndex;
import org.mnemos.retrieval.control.OfflineEmbeddingModel;
import org.mnemos.retrieval.control.OfflineModel;
import org.mnemos.retrieval.entity.IndexedEntry;

/**
 * The index side of Remember: raw embedding throughput of the model, index upserts with
 * precomputed vectors, and both combined, each one at a time and batched. Every phase writes to
 * a fresh on-disk index; PostgreSQL and HTTP are not part of it.
 */
final class RememberScenario {

    private static final int BATCH = 1_000;

    private final Workload workload;
    private final Path directory;
    private final OfflineEmbeddingModel model = new OfflineEmbeddingModel(OfflineModel.ALL_MINILM_L6_V2_Q);
    private final List<Report.Throughput> results = new ArrayList<>();
    private int next;

    RememberScenario(Workload workload, Path directory) {
        this.workload = workload;
        this.directory = directory;
    }

    List<Report.Throughput> run(int singles, int batched, int upsertsSingle, int upsertsBatched) {
        model.embedAll(texts(200)); // loads the model and warms ONNX Runtime up
        measure("embed, one at a time (raw model)", singles, n -> {
            texts(n).forEach(model::embed);
            return n;
        });
        measure("embedAll, batches of " + BATCH + " (raw model)", batched, n -> {
            batches(texts(n)).forEach(model::embedAll);
            return n;
        });
        float[][] vectors = workload.vectors(upsertsBatched);
        measure("upsert, precomputed vector, one at a time", upsertsSingle, n -> withIndex(index -> {
            for (int i = 0; i < n; i++) {
                index.upsert(workload.entry(i, vectors[i], 1));
            }
        }, n));
        measure("upsertAll " + BATCH + ", precomputed vectors", upsertsBatched, n -> withIndex(index -> {
            for (List<Integer> batch : batches(range(n))) {
                index.upsertAll(batch.stream().map(i -> workload.entry(i, vectors[i], 1)).toList());
            }
        }, n));
        measure("embed + upsert, one at a time", singles, n -> withIndex(index -> {
            for (String text : texts(n)) {
                index.upsert(entry(text, model.embed(text)));
            }
        }, n));
        measure("embedAll + upsertAll, batches of " + BATCH, batched, n -> withIndex(index -> {
            for (List<String> batch : batches(texts(n))) {
                List<float[]> embeddings = model.embedAll(batch);
                List<IndexedEntry> entries = new ArrayList<>();
                for (int i = 0; i < batch.size(); i++) {
                    entries.add(entry(batch.get(i), embeddings.get(i)));
                }
                index.upsertAll(entries);
            }
        }, n));
        return results;
    }

    private void measure(String name, int count, IntFunction<Integer> phase) {
        HeapPeak.start();
        long start = System.nanoTime();
        int done = phase.apply(count);
        double seconds = (System.nanoTime() - start) / 1e9;
        results.add(new Report.Throughput(name, done, done / seconds, HeapPeak.end()));
        System.out.printf("  %-48s %8.0f /s%n", name, done / seconds);
    }

    private int withIndex(java.util.function.Consumer<LuceneRetrievalIndex> work, int count) {
        try (LuceneRetrievalIndex index = new LuceneRetrievalIndex(Directories.fresh(directory))) {
            work.accept(index);
            index.commit();
        }
        Directories.delete(directory);
        return count;
    }

    /** Fresh texts each call, so no phase embeds a text an earlier phase has seen. */
    private List<String> texts(int count) {
        List<String> texts = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            texts.add(workload.text(10_000_000 + next++));
        }
        return texts;
    }

    private IndexedEntry entry(String text, float[] vector) {
        int id = next++;
        return new IndexedEntry("r-" + id, Workload.TENANT, "ws-0", "fact", null, "active", null, null, text, vector);
    }

    private static List<Integer> range(int n) {
        List<Integer> range = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            range.add(i);
        }
        return range;
    }

    private static <T> List<List<T>> batches(List<T> items) {
        List<List<T>> batches = new ArrayList<>();
        for (int from = 0; from < items.size(); from += BATCH) {
            batches.add(items.subList(from, Math.min(items.size(), from + BATCH)));
        }
        return batches;
    }
}
