/**
 * The memory core: the write path that decides what an agent may keep (screening, de-duplication,
 * supersession, lifetime), the entries themselves and the Remember / Recall / Forget operations.
 */
package org.mnemos.memory;
