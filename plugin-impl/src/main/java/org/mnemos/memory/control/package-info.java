/**
 * Container-independent rules of the memory write path: secret and untrusted-instruction
 * screening and claim normalization for de-duplication. Plain Java, so every rule is tested
 * without a server.
 */
package org.mnemos.memory.control;
