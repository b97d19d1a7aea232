/**
 * What every connector shares: the {@link org.mnemos.connector.source.SourceConnector} contract
 * the routes call, and {@link org.mnemos.connector.source.ConfigValues}, which reads a source's
 * JSON configuration with messages naming the field at fault.
 */
package org.mnemos.connector.source;
