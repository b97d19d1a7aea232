/**
 * Who is calling: bearer tokens verified by the application itself (nimbus-jose-jwt in a JAX-RS filter,
 * configured with the standard {@code mp.jwt.verify.*} keys; Payara's own MP-JWT mechanism is not used),
 * the caller's tenant, user and groups taken from the claims {@code tenant}, {@code sub} and
 * {@code groups}, and the local issuer of the embedded default (dev mode). Roles inside a workspace are
 * {@code org.mnemos.workspace}'s.
 */
package org.mnemos.security;
