/**
 * Retrieval of memory entries: the ports for dense embeddings
 * ({@link org.mnemos.retrieval.control.EmbeddingModel}) and for the hybrid lexical + dense index
 * ({@link org.mnemos.retrieval.control.RetrievalIndex}), their offline implementations, and the values
 * that cross them. PostgreSQL stays the system of record: the index stores only ids (content is analysed
 * for BM25, never stored), is kept in line on every instance by the ordered change log in PostgreSQL that
 * this package applies (memory's {@code IndexSync} writes it in each changing transaction), and is rebuilt
 * from the database only when the log cannot bring it up to date.
 */
package org.mnemos.retrieval;
