/**
 * The audit log over HTTP: {@code GET /api/workspaces/{ws}/audit}, newest first and paged, for a
 * workspace's stewards and owners. Reads through {@code AuditLog} only; it never writes an event.
 */
package org.mnemos.audit.boundary;
