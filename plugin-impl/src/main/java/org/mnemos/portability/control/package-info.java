/**
 * The line format ({@code META-INF/mnemos/workspace-export.schema.json}) and its mapping, the paged export and the
 * line-by-line import that reports what became of every line.
 */
package org.mnemos.portability.control;
