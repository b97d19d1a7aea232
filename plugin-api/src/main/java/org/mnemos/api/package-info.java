/**
 * The platform-neutral contract of Mnemos: the workflow node SPI ({@code org.mnemos.api.node}) and the
 * data connector SPI ({@code org.mnemos.api.connector}). Plain Java 17 with no container or library types,
 * so a host platform can embed the nodes or implement its own connectors; it depends on nothing.
 */
package org.mnemos.api;
