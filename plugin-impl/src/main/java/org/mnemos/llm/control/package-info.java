/**
 * {@code LlmSettings} (one prefix of keys, the API key never shown), {@code ChatModels} (the
 * LangChain4j model for a provider, over the JDK HTTP client, request logging off) and {@code ConfiguredModel}
 * (the model of a prefix, or none when unset or unusable, logged).
 */
package org.mnemos.llm.control;
