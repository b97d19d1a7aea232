/**
 * The values that cross the retrieval ports: {@code IndexedEntry} (what the index gets of an entry),
 * {@code IndexChange} (what a row of the index's change log asks), {@code SearchRequest} (a query that
 * cannot leave its tenant and workspace) and {@code Hit} (an id with its scores). No content comes back
 * out of the index.
 */
package org.mnemos.retrieval.entity;
