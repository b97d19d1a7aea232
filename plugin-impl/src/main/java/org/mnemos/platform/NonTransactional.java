package org.mnemos.platform;

import jakarta.inject.Qualifier;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The application's PostgreSQL pool in its view that never joins a transaction: for connections held
 * beyond one (a run's lock) or taken while a transaction completes (the index following its change log).
 */
@Qualifier
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER, ElementType.TYPE})
public @interface NonTransactional {}
