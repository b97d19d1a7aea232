package org.mnemos.retrieval.control;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.time.Instant;
import java.util.Random;
import java.util.Set;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.mnemos.retrieval.entity.IndexedEntry;
import org.mnemos.retrieval.entity.SearchRequest;

class ScopeFilterTest {

    private static final Instant NOW = Instant.parse("2026-11-30T10:00:00Z");

    private final Random random = new Random(7);
    private final ByteBuffersDirectory directory = new ByteBuffersDirectory();
    private final IndexWriter writer;

    ScopeFilterTest() throws IOException {
        writer = new IndexWriter(directory, new IndexWriterConfig(ContentAnalyzer.english()));
    }

    @AfterEach
    void close() throws IOException {
        writer.close();
    }

    private boolean excludesAny(SearchRequest request) throws IOException {
        writer.commit();
        try (DirectoryReader reader = DirectoryReader.open(directory)) {
            return ScopeFilter.excludesAny(ScopeFilter.of(request), new IndexSearcher(reader));
        }
    }

    private static SearchRequest inW1() {
        return SearchRequest.of("t1", "w1", null, new float[Entries.DIMENSION], 10, NOW);
    }

    private void add(IndexedEntry entry) throws IOException {
        writer.addDocument(EntryDocument.of(entry));
    }

    @Test
    void aFilterThatEveryEntryPassesExcludesNone() throws IOException {
        add(Entries.entry("e1", "alpha", Entries.vector(random)));
        add(Entries.entry("e2", "beta", Entries.vector(random)));

        assertThat(excludesAny(inW1())).isFalse();
    }

    @Test
    void anotherWorkspacesEntryIsExcluded() throws IOException {
        add(Entries.entry("e1", "alpha", Entries.vector(random)));
        add(new IndexedEntry("e2", "t1", "w2", "DURABLE", "TASK_SPEC", "ACTIVE", null, null, "beta", null));

        assertThat(excludesAny(inW1())).isTrue();
    }

    @Test
    void anExpiredEntryIsExcluded() throws IOException {
        add(Entries.entry("e1", "alpha", Entries.vector(random)));
        add(new IndexedEntry(
                "e2", "t1", "w1", "DURABLE", "TASK_SPEC", "ACTIVE", NOW.minusSeconds(1), null, "beta", null));

        assertThat(excludesAny(inW1())).isTrue();
    }

    @Test
    void aKindNotAskedForIsExcluded() throws IOException {
        add(Entries.entry("e1", "alpha", Entries.vector(random)));
        add(new IndexedEntry("e2", "t1", "w1", "SCRATCH", "TASK_SPEC", "ACTIVE", null, null, "beta", null));

        assertThat(excludesAny(inW1().withKinds(Set.of("DURABLE")))).isTrue();
        assertThat(excludesAny(inW1())).isFalse();
    }

    @Test
    void deletedEntriesDoNotHideALiveOneThatIsExcluded() throws IOException {
        add(Entries.entry("e1", "alpha", Entries.vector(random)));
        add(new IndexedEntry("e2", "t1", "w2", "DURABLE", "TASK_SPEC", "ACTIVE", null, null, "beta", null));
        add(new IndexedEntry("e3", "t1", "w2", "DURABLE", "TASK_SPEC", "ACTIVE", null, null, "gamma", null));
        writer.commit();
        writer.deleteDocuments(EntryDocument.idTerm("e2"));

        assertThat(excludesAny(inW1())).isTrue();
    }
}
