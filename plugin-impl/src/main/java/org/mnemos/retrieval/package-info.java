/**
 * Retrieval of memory entries: the ports for dense embeddings
 * ({@link org.mnemos.retrieval.control.EmbeddingModel}) and for the hybrid lexical + dense index
 * ({@link org.mnemos.retrieval.control.RetrievalIndex}), their offline implementations, and the values
 * that cross them. PostgreSQL stays the system of record: the index stores only ids (content is analysed
 * for BM25, never stored), is rebuilt from the database when it disagrees with it, and is kept in line by
 * memory's after-commit {@code IndexSync}, not by this package.
 */
package org.mnemos.retrieval;
