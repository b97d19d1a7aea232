/**
 * The retrieval ports and their offline implementations: {@code EmbeddingModel} with the in-process
 * all-MiniLM-L6-v2 ({@code MiniLmEmbeddingModel}), {@code RetrievalIndex} with an embedded Apache Lucene
 * index fusing BM25 and HNSW vector search ({@code LuceneRetrievalIndex}), and {@code RetrievalRuntime},
 * which owns the index under the data directory, rebuilds it from PostgreSQL at start-up when needed and
 * commits it every few seconds.
 */
package org.mnemos.retrieval.control;
