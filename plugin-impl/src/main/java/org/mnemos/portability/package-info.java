/**
 * Data portability: a workspace exported as JSON Lines (entries with their provenance, artifacts with their
 * versions, data-source definitions, the retention policy, on request the tombstones of forgotten entries) and
 * imported into another workspace line by line through the same write paths as the API.
 */
package org.mnemos.portability;
