package org.mnemos.it.support;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.apache.lucene.index.BinaryDocValues;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.DocValues;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.Terms;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.util.Bits;
import org.apache.lucene.util.BytesRef;

/**
 * What an instance's retrieval index holds on disk, read from its last commit as Lucene (read-only, beside
 * the running instance): the entry ids of its live documents, and whether any segment, deleted documents
 * included, still holds a term of the content.
 */
public final class IndexFiles {

    private final Path directory;

    public IndexFiles(Path directory) {
        this.directory = directory;
    }

    public Set<String> ids() throws IOException {
        try (FSDirectory files = FSDirectory.open(directory);
                DirectoryReader reader = DirectoryReader.open(files)) {
            Set<String> ids = new HashSet<>();
            for (LeafReaderContext leaf : reader.leaves()) {
                LeafReader segment = leaf.reader();
                Bits live = segment.getLiveDocs();
                BinaryDocValues entryIds = DocValues.getBinary(segment, "id");
                for (int doc = entryIds.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = entryIds.nextDoc()) {
                    if (live == null || live.get(doc)) {
                        ids.add(entryIds.binaryValue().utf8ToString());
                    }
                }
            }
            return ids;
        }
    }

    /** {@code term} as the content analyser leaves it (lower case, stemmed). */
    public boolean holdsContentTerm(String term) throws IOException {
        try (FSDirectory files = FSDirectory.open(directory);
                DirectoryReader reader = DirectoryReader.open(files)) {
            for (LeafReaderContext leaf : reader.leaves()) {
                Terms terms = leaf.reader().terms("content");
                if (terms != null && terms.iterator().seekExact(new BytesRef(term))) {
                    return true;
                }
            }
            return false;
        }
    }
}
