package org.mnemos.retrieval.control;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;
import org.mnemos.retrieval.entity.Hit;
import org.mnemos.retrieval.entity.IndexedEntry;
import org.mnemos.retrieval.entity.SearchRequest;

/**
 * The retrieval index as an embedded Apache Lucene index: BM25 on the analysed content, HNSW
 * on the embeddings, one document per memory entry. Runs in-process on a developer laptop and
 * in CI alike, with no server to operate. One instance per directory: Lucene locks it.
 *
 * <p>Upserts become durable on {@link #commit()} or {@link #close()} (the index can be rebuilt
 * from the database); deletions are committed at once, because a crash must not bring a
 * forgotten entry back from the previous commit.
 */
public class LuceneRetrievalIndex implements RetrievalIndex {

    private final Analyzer analyzer = ContentAnalyzer.english();
    private final NearRealTimeIndex index;

    /** An index persisted in {@code path} (memory-mapped), created when absent. */
    public LuceneRetrievalIndex(Path path) {
        this(open(path));
    }

    private LuceneRetrievalIndex(Directory directory) {
        index = new NearRealTimeIndex(directory, analyzer);
    }

    /** An index held in memory only, for tests and throw-away use. */
    public static LuceneRetrievalIndex inMemory() {
        return new LuceneRetrievalIndex(new ByteBuffersDirectory());
    }

    @Override
    public void upsert(IndexedEntry entry) {
        upsertAll(List.of(entry));
    }

    @Override
    public void upsertAll(Collection<IndexedEntry> entries) {
        // Written in parallel, so a batch naming an id twice must keep only its last version.
        Map<String, IndexedEntry> latest = new LinkedHashMap<>();
        entries.forEach(entry -> latest.put(entry.id(), entry));
        index.writeEach(
                latest.values(),
                (writer, entry) -> writer.updateDocument(EntryDocument.idTerm(entry.id()), EntryDocument.of(entry)));
    }

    @Override
    public void load(Collection<IndexedEntry> entries) {
        index.startBulk();
        index.writeEach(entries, (writer, entry) -> writer.addDocument(EntryDocument.of(entry)));
    }

    @Override
    public void endLoad() {
        index.endBulk();
    }

    @Override
    public void delete(String id) {
        deleteAll(List.of(id));
    }

    @Override
    public void deleteAll(Collection<String> ids) {
        index.write(writer -> {
            writer.deleteDocuments(ids.stream().map(EntryDocument::idTerm).toArray(Term[]::new));
            writer.commit();
        });
    }

    @Override
    public void deleteWorkspace(String tenant, String workspace) {
        index.write(writer -> {
            writer.deleteDocuments(new BooleanQuery.Builder()
                    .add(new TermQuery(new Term(EntryDocument.TENANT, tenant)), Occur.FILTER)
                    .add(new TermQuery(new Term(EntryDocument.WORKSPACE, workspace)), Occur.FILTER)
                    .build());
            writer.commit();
        });
    }

    @Override
    public void expungeDeletes() {
        index.write(writer -> {
            writer.forceMergeDeletes(true);
            writer.commit();
        });
    }

    @Override
    public List<Hit> search(SearchRequest request) {
        return index.read(searcher -> new HybridSearch(searcher, analyzer, request).run());
    }

    @Override
    public int size() {
        return index.read(searcher -> searcher.getIndexReader().numDocs());
    }

    @Override
    public void clear() {
        index.write(writer -> {
            writer.deleteAll();
            writer.commit();
        });
    }

    @Override
    public void commit() {
        index.write(IndexWriter::commit);
    }

    @Override
    public void commitData(Map<String, String> data) {
        index.write(writer -> writer.setLiveCommitData(Map.copyOf(data).entrySet()));
    }

    @Override
    public Map<String, String> commitData() {
        return index.commitData();
    }

    @Override
    public void close() {
        index.close();
    }

    private static Directory open(Path path) {
        try {
            return FSDirectory.open(path);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open the retrieval index at " + path, e);
        }
    }
}
