package org.mnemos.security.boundary;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks an API method that needs no bearer token (the node catalog, the dev issuer). Not
 * {@code @PermitAll}: Payara turns that into a container constraint that demands authentication.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface Public {}
