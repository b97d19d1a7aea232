/**
 * The shared kernel of the WAR: the JAX-RS application under {@code /api}, Jackson as the one JSON
 * mapping, RFC 9457 problem responses, schema migration by Flyway at start-up, readiness of the database,
 * the injectable {@code jdbc/mnemos} pool and what a database outage is answered with ({@code
 * DatabaseOutage}), the data directory, and small request helpers (paging, enum
 * query parameters, JSON fields). Every capability may use it; it uses none of them.
 */
package org.mnemos.platform;
