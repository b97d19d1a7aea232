package org.mnemos.retrieval.control;

import jakarta.annotation.PreDestroy;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Initialized;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Logger;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.mnemos.memory.control.IndexedEntries;
import org.mnemos.memory.control.MemoryStore;
import org.mnemos.memory.entity.MemoryEntry;
import org.mnemos.retrieval.EmbeddingModel;
import org.mnemos.retrieval.IndexedEntry;
import org.mnemos.retrieval.RetrievalIndex;

/**
 * Owns the retrieval index (derived data under the data directory) and the embedding model. At
 * start-up, after the schema migration, the index is rebuilt from PostgreSQL when it does not hold
 * exactly the entries the database holds.
 */
@ApplicationScoped
public class RetrievalRuntime {

    private static final Logger LOG = Logger.getLogger(RetrievalRuntime.class.getName());
    private static final int BATCH = 2_000;

    @Inject
    @ConfigProperty(name = "mnemos.data.dir", defaultValue = "mnemos-data")
    String dataDir;

    @Inject
    MemoryStore store;

    private RetrievalIndex index;
    private final EmbeddingModel embeddings = new MiniLmEmbeddingModel();

    void start(@Observes @Priority(50) @Initialized(ApplicationScoped.class) Object startup) {
        index = new LuceneRetrievalIndex(Path.of(dataDir).toAbsolutePath().resolve("index"));
        long stored = store.countAll();
        if (index.size() != stored) {
            rebuild();
        }
    }

    /** Re-creates the index from every entry in PostgreSQL, in batches. */
    public void rebuild() {
        long started = System.nanoTime();
        index.clear();
        String last = "";
        int total = 0;
        List<MemoryEntry> batch;
        do {
            batch = store.batchAfter(last, BATCH);
            List<IndexedEntry> entries = new ArrayList<>(batch.size());
            batch.forEach(entry -> entries.add(IndexedEntries.of(entry)));
            index.upsertAll(entries);
            total += batch.size();
            last = batch.isEmpty() ? last : batch.get(batch.size() - 1).id();
        } while (batch.size() == BATCH);
        index.commit();
        int indexed = total;
        LOG.info(() -> "Retrieval index rebuilt from PostgreSQL: " + indexed + " entries in "
                + (System.nanoTime() - started) / 1_000_000 + " ms");
    }

    @Produces
    public RetrievalIndex index() {
        return index;
    }

    @Produces
    public EmbeddingModel embeddings() {
        return embeddings;
    }

    @PreDestroy
    void stop() {
        if (index != null) {
            index.close();
        }
    }
}
