/**
 * The audit log: who did what to which entry, when and why. It keeps tombstones of forgotten
 * entries (id, category, reason) and never their content.
 */
package org.mnemos.audit;
