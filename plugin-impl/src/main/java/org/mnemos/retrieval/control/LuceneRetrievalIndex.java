package org.mnemos.retrieval.control;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.WordlistLoader;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.snowball.SnowballFilter;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.TieredMergePolicy;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.SearcherManager;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.util.IOUtils;
import org.mnemos.retrieval.Hit;
import org.mnemos.retrieval.IndexedEntry;
import org.mnemos.retrieval.RetrievalIndex;
import org.mnemos.retrieval.SearchRequest;

/**
 * The retrieval index as an embedded Apache Lucene index: BM25 on the analysed content, HNSW
 * on the embeddings, one document per memory entry. Runs in-process on a developer laptop and
 * in CI alike, with no server to operate.
 *
 * <p>After every write the searcher is refreshed before the call returns, so the next search
 * sees it. Upserts become durable on {@link #commit()} or {@link #close()} (the index can be
 * rebuilt from the database); deletions are committed at once, because a crash must not
 * bring a forgotten entry back from the previous commit.
 */
public class LuceneRetrievalIndex implements RetrievalIndex {

    private final Analyzer analyzer = englishAnalyzer();
    private final Directory directory;
    private final IndexWriter writer;
    private final SearcherManager searchers;

    /** An index persisted in {@code path} (memory-mapped), created when absent. */
    public LuceneRetrievalIndex(Path path) {
        this(open(path));
    }

    /** An index held in memory only, for tests and throw-away use. */
    public static LuceneRetrievalIndex inMemory() {
        return new LuceneRetrievalIndex(new ByteBuffersDirectory());
    }

    private LuceneRetrievalIndex(Directory directory) {
        this.directory = directory;
        TieredMergePolicy mergePolicy = new TieredMergePolicy();
        // Forgetting must erase: expunging may not leave any segment with deleted documents.
        mergePolicy.setForceMergeDeletesPctAllowed(0);
        try {
            writer = new IndexWriter(directory, new IndexWriterConfig(analyzer).setMergePolicy(mergePolicy));
            searchers = new SearcherManager(writer, null);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open the retrieval index", e);
        }
    }

    @Override
    public void upsert(IndexedEntry entry) {
        upsertAll(List.of(entry));
    }

    @Override
    public void upsertAll(Collection<IndexedEntry> entries) {
        write(() -> {
            for (IndexedEntry entry : entries) {
                writer.updateDocument(EntryDocument.idTerm(entry.id()), EntryDocument.of(entry));
            }
        });
    }

    @Override
    public void delete(String id) {
        deleteAll(List.of(id));
    }

    @Override
    public void deleteAll(Collection<String> ids) {
        write(() -> {
            writer.deleteDocuments(ids.stream().map(EntryDocument::idTerm).toArray(Term[]::new));
            writer.commit();
        });
    }

    @Override
    public void deleteWorkspace(String tenant, String workspace) {
        write(() -> {
            writer.deleteDocuments(new BooleanQuery.Builder()
                    .add(new TermQuery(new Term(EntryDocument.TENANT, tenant)), Occur.FILTER)
                    .add(new TermQuery(new Term(EntryDocument.WORKSPACE, workspace)), Occur.FILTER)
                    .build());
            writer.commit();
        });
    }

    @Override
    public void expungeDeletes() {
        write(() -> {
            writer.forceMergeDeletes(true);
            writer.commit();
        });
    }

    @Override
    public List<Hit> search(SearchRequest request) {
        return read(searcher -> new HybridSearch(searcher, analyzer, request).run());
    }

    @Override
    public int size() {
        return read(searcher -> searcher.getIndexReader().numDocs());
    }

    @Override
    public void clear() {
        write(() -> {
            writer.deleteAll();
            writer.commit();
        });
    }

    @Override
    public void commit() {
        write(writer::commit);
    }

    @Override
    public void close() {
        try (directory; writer; searchers) {
            writer.commit();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot close the retrieval index", e);
        }
    }

    private void write(IndexAction action) {
        try {
            action.run();
            searchers.maybeRefreshBlocking();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write to the retrieval index", e);
        }
    }

    private <T> T read(IndexQuery<T> query) {
        try {
            IndexSearcher searcher = searchers.acquire();
            try {
                return query.run(searcher);
            } finally {
                searchers.release(searcher);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot search the retrieval index", e);
        }
    }

    /**
     * English stemming with Snowball's full stop list: the default list keeps question words
     * ("when", "how", "should"), and a query matching an entry on those alone would outrank
     * the semantically right entry in rank fusion.
     */
    private static Analyzer englishAnalyzer() {
        try (Reader stopWords = IOUtils.getDecodingReader(SnowballFilter.class, "english_stop.txt",
                StandardCharsets.UTF_8)) {
            return new EnglishAnalyzer(WordlistLoader.getSnowballWordSet(stopWords));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the English stop words", e);
        }
    }

    private static Directory open(Path path) {
        try {
            return FSDirectory.open(path);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open the retrieval index at " + path, e);
        }
    }

    private interface IndexAction {
        void run() throws IOException;
    }

    private interface IndexQuery<T> {
        T run(IndexSearcher searcher) throws IOException;
    }
}
