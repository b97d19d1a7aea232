/**
 * Generation of dashboards from a request and a data profile. {@code control} holds the request parser
 * ({@link org.mnemos.generation.control.RequestParser}): it reads an owner's words into an intent per clause,
 * offline and deterministically; {@code entity} holds the intent's plain values.
 */
package org.mnemos.generation;
