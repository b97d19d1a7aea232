/**
 * Writing consolidated entries: {@code Consolidation} (the SEMANTIC entry and its source links; for
 * entries a user picked, which qualify and the erasure of the sources through {@code Forgetting}),
 * and the {@code Consolidator} port with its two implementations,
 * {@code CentralSentences} (offline) and {@code LlmConsolidator} (LangChain4j), chosen once by
 * {@code ConsolidatorProducer} from {@code mnemos.consolidation.llm.*}. A failing model never fails a
 * consolidation, a statement holding a credential is never sent to it, and an
 * answer holding one is never stored.
 */
package org.mnemos.consolidation.control;
