/**
 * Language models: how to reach the one a feature is configured with ({@code <prefix>provider}, {@code
 * model}, {@code base-url}, {@code api-key}, …) and the LangChain4j chat model for it. Consolidation
 * ({@code mnemos.consolidation.llm.*}) and Generate Artifact ({@code mnemos.artifacts.llm.*}) each read
 * their own prefix through the same code.
 */
package org.mnemos.llm;
