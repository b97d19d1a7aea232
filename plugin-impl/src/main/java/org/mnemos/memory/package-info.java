/**
 * The governed memory core: the Remember, Recall and Forget nodes over one table family of
 * scratch, episodic and durable entries, each with provenance, lifetime, utility and status.
 */
package org.mnemos.memory;
