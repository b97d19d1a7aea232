/**
 * Writing consolidated entries: {@code Consolidation} (the SEMANTIC entry, its source links, and for
 * manual consolidation the erasure of the sources through {@code Forgetting}), {@code ManualConsolidation}
 * (which picked entries qualify), and the {@code Consolidator} port with its two implementations,
 * {@code CentralSentences} (offline) and {@code LlmConsolidator} (LangChain4j), chosen once by
 * {@code ConsolidatorChoice} from {@code mnemos.consolidation.llm.*}. A failing model never fails a
 * consolidation, and a statement holding a credential is never sent to it.
 */
package org.mnemos.consolidation.control;
