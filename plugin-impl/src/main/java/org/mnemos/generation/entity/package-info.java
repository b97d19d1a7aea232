/**
 * What is kept of a generation with the version or draft it made: {@code GenerationRecord} (generator, model,
 * tokens, duration), never the prompt.
 *
 * <p>What a request asks for, clause by clause: measures with their aggregation, dimensions, time, ranking,
 * filters, colour, chart wish, sort and derived measures, each matched to a column with a confidence, and
 * the phrases that matched nothing with the reason. Plain immutable values, no behaviour beyond summaries.
 */
package org.mnemos.generation.entity;
