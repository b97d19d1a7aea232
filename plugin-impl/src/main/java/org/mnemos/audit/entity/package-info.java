/**
 * {@code AuditEvent}, one row of {@code audit_event}: who did what to which entry, when and why.
 * It has no field for content, so a tombstone cannot keep what was forgotten.
 */
package org.mnemos.audit.entity;
