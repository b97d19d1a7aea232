/**
 * {@code AuditLog}: records audit events inside the caller's transaction (one at a time, or a decay
 * chunk's tombstones in one statement) and pages through a workspace's log. Callers pass facts (who,
 * action, entry id, category, reason, kinds and counts), never content.
 */
package org.mnemos.audit.control;
