/**
 * The node catalog and the REST binding of the node contract: descriptors, input validation
 * against each node's published JSON Schema, and dispatch to the CDI node beans.
 */
package org.mnemos.node;
