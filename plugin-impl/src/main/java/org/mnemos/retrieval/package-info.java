/**
 * Retrieval of memory entries: the ports for dense embeddings ({@link org.mnemos.retrieval.EmbeddingModel})
 * and for the hybrid lexical + dense index ({@link org.mnemos.retrieval.RetrievalIndex}), and the
 * values that cross them. PostgreSQL stays the system of record; the index holds only ids, filter
 * fields and vectors, and can be rebuilt from the database at any time.
 */
package org.mnemos.retrieval;
