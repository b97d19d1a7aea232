/**
 * The audit log: who did what to which entry or policy, when and why, written in the transaction of the
 * change it records. It keeps tombstones of erased entries (id, category, reason, kind) and never their
 * content.
 */
package org.mnemos.audit;
