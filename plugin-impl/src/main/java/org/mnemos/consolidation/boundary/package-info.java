/**
 * {@code POST /api/workspaces/{ws}/memories/consolidations {"ids": [...]}}: the timeline's
 * "Consolidate now" for stewards and owners. Checks the id list and the role, then delegates to
 * {@code Consolidation}.
 */
package org.mnemos.consolidation.boundary;
