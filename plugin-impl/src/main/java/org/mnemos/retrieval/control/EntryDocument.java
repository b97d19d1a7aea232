package org.mnemos.retrieval.control;

import java.time.Instant;
import org.apache.lucene.document.BinaryDocValuesField;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field.Store;
import org.apache.lucene.document.KnnFloatVectorField;
import org.apache.lucene.document.LongPoint;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.VectorSimilarityFunction;
import org.apache.lucene.util.BytesRef;
import org.mnemos.retrieval.entity.IndexedEntry;

/**
 * The Lucene form of a memory entry. Only the id is kept, as a doc value (a search reads a hundred of them
 * per query, and a doc value is read without decompressing a block of stored fields): content lives in
 * PostgreSQL, and keeping it out of the index means a forgotten entry leaves no readable copy here.
 */
final class EntryDocument {

    /**
     * The version of this layout (fields, their analysis, the vector encoding, what the text and vector hold). An
     * index committed with another version is rebuilt at start-up instead of replaying the change log: raise it
     * with every change here or in what an {@link IndexedEntry} carries (3: a short turn's vector adds the turn
     * before it).
     */
    static final String LAYOUT = "3";

    static final String ID = "id";
    static final String TENANT = "tenant";
    static final String WORKSPACE = "workspace";
    static final String KIND = "kind";
    static final String CATEGORY = "category";
    static final String STATUS = "status";
    static final String EXPIRES_AT = "expiresAt";
    static final String REVIEW_AT = "reviewAt";
    static final String CONTENT = "content";
    static final String VECTOR = "vector";

    private EntryDocument() {}

    static Document of(IndexedEntry entry) {
        Document document = new Document();
        document.add(new StringField(ID, entry.id(), Store.NO));
        document.add(new BinaryDocValuesField(ID, new BytesRef(entry.id())));
        document.add(new StringField(TENANT, entry.tenant(), Store.NO));
        document.add(new StringField(WORKSPACE, entry.workspace(), Store.NO));
        document.add(new StringField(KIND, entry.kind(), Store.NO));
        document.add(new StringField(STATUS, entry.status(), Store.NO));
        if (entry.category() != null) {
            document.add(new StringField(CATEGORY, entry.category(), Store.NO));
        }
        document.add(new LongPoint(EXPIRES_AT, epochMillisOrNever(entry.expiresAt())));
        document.add(new LongPoint(REVIEW_AT, epochMillisOrNever(entry.reviewAt())));
        document.add(new TextField(CONTENT, entry.content(), Store.NO));
        if (entry.context() != null) {
            document.add(new TextField(CONTENT, entry.context(), Store.NO));
        }
        if (entry.vector() != null) {
            document.add(new KnnFloatVectorField(
                    VECTOR, Vectors.unit(entry.vector()), VectorSimilarityFunction.DOT_PRODUCT));
        }
        return document;
    }

    static Term idTerm(String id) {
        return new Term(ID, id);
    }

    /** No date means "never", so one range query filters dated and undated entries alike. */
    private static long epochMillisOrNever(Instant instant) {
        return instant == null ? Long.MAX_VALUE : instant.toEpochMilli();
    }
}
