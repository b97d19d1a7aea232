/**
 * {@code LlmSettings} (one prefix of keys, the API key never shown) and {@code ChatModels} (the
 * LangChain4j model for a provider, over the JDK HTTP client, request logging off).
 */
package org.mnemos.llm.control;
