/**
 * The governed memory core: the write path that decides what an agent may keep (screening,
 * de-duplication, supersession, lifetime), the entries of the scratch, episodic and durable stores
 * with their provenance, and the Remember, Recall and Forget nodes.
 */
package org.mnemos.memory;
