/**
 * Cross-cutting plumbing of the WAR: the JAX-RS application, JSON mapping, RFC 9457 problem
 * responses, schema migration at start-up and readiness of the database.
 */
package org.mnemos.platform;
