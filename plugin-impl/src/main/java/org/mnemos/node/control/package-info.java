/**
 * The node catalog and dispatch: {@code DescriptorReader} reads each node's published descriptor
 * ({@code META-INF/mnemos/nodes/<short-name>.json}), {@code NodeCatalog} pairs the five node types with
 * the CDI beans that implement them, {@code InputSchema} validates input against the very schema the
 * catalog publishes, and {@code NodeDispatcher} runs a node only after that check. It knows no node.
 */
package org.mnemos.node.control;
