/**
 * The retrieval ports and their offline implementations: {@code EmbeddingModel} with the in-process
 * all-MiniLM-L6-v2 or BGE-small ({@code OfflineEmbeddingModel}), {@code RetrievalIndex} with an embedded Apache Lucene
 * index fusing BM25 and HNSW vector search ({@code LuceneRetrievalIndex}); the index's change log in
 * PostgreSQL ({@code ChangeLog}, {@code LogFollowers}) and {@code IndexFollower}, which applies it to this
 * instance's index; and {@code RetrievalRuntime}, which owns the index under the data directory, replays
 * the log at start-up (or rebuilds the index from PostgreSQL when it must), polls it and commits.
 */
package org.mnemos.retrieval.control;
