/**
 * The offline implementations of the retrieval ports: the in-process all-MiniLM-L6-v2 model
 * and an embedded Apache Lucene index fusing BM25 and HNSW vector search.
 */
package org.mnemos.retrieval.control;
