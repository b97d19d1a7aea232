/**
 * The request side of security: {@code BearerAuthentication}, the JAX-RS filter that requires a valid
 * bearer token on every call except methods marked {@code @Public} (the node catalog, the dev issuer),
 * and {@code POST /api/dev/token}, the local issuer's endpoint (404 unless dev mode is on).
 */
package org.mnemos.security.boundary;
