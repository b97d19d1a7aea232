/**
 * Who is calling: bearer tokens verified by Payara's MicroProfile JWT, the caller's tenant, user
 * and groups taken from their claims, and the local issuer of the embedded default (dev mode).
 */
package org.mnemos.security;
