/**
 * The governed memory core: the write path that decides what an agent may keep (screening,
 * de-duplication, supersession, lifetime), the entries of every kind (SCRATCH, EPISODIC, DURABLE, and the
 * SEMANTIC entries consolidation writes) with their provenance, Recall, Forget, the decay score each
 * entry has now, and the Remember, Recall and Forget nodes. Derived copies (index, live feed) follow it
 * through the {@code MemoryChanged} event (the index through its change log, on every instance); memory knows no job and no consolidator.
 */
package org.mnemos.memory;
