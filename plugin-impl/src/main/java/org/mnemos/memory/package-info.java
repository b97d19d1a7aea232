/**
<<<<<<< HEAD
 * The governed memory core: the Remember, Recall and Forget nodes over one table family of
 * scratch, episodic and durable entries, each with provenance, lifetime, utility and status.
=======
 * The memory core: the write path that decides what an agent may keep (screening, de-duplication,
 * supersession, lifetime), the entries themselves and the Remember / Recall / Forget operations.
>>>>>>> memory-logic
 */
package org.mnemos.memory;
