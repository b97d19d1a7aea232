/**
 * Understanding a request: {@link org.mnemos.generation.control.RequestParser} splits the instruction into
 * clauses and reads each against the table's profile (column names, their words, stems and synonyms, the
 * values of their catalogs, and the offline embedding model). Pure and deterministic: no I/O, no clock.
 */
package org.mnemos.generation.control;
