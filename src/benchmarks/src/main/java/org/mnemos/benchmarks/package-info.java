/**
 * A main-based benchmark harness for the retrieval index (not a test: it never runs in
 * {@code mvn verify}). {@link org.mnemos.benchmarks.Benchmarks} runs the scenarios and writes
 * {@code src/site/markdown/benchmarks.md}; start it with {@code src/benchmarks/run}.
 */
package org.mnemos.benchmarks;
