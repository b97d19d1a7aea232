/**
 * Who is calling: {@code JwtVerifier} checks tokens with nimbus-jose-jwt against the standard
 * {@code mp.jwt.verify.*} settings, {@code Caller} is the verified tenant, user and groups,
 * {@code CurrentCaller} the caller of the current request (and the admin check), and
 * {@code DevJwtIssuer} signs tokens with the launcher's key pair in dev mode. Workspace roles are not
 * decided here but in {@code org.mnemos.workspace}.
 */
package org.mnemos.security.control;
