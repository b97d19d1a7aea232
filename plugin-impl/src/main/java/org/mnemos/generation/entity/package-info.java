/**
 * What is kept of a generation with the version or draft it made: {@code GenerationRecord} (generator, model,
 * tokens, duration), never the prompt.
 */
package org.mnemos.generation.entity;
