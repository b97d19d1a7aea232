/**
 * The one catalogue of error codes: every problem document the REST API answers with, every
 * {@link org.mnemos.api.node.NodeException}, every connector {@link org.mnemos.api.connector.FailureCode}
 * and every code a node descriptor lists is an {@link org.mnemos.api.error.ErrorCode}. Plain Java, so
 * hosts that embed the nodes branch on the same codes as HTTP clients.
 */
package org.mnemos.api.error;
