/**
 * The CSV connector: reads a delimited text file as a {@link org.mnemos.api.connector.RowStream},
 * parsed by camel-csv's data format in lazy mode (never the whole file in memory), detecting
 * encoding, delimiter and quote from the first 64 KB when the configuration does not name them,
 * and reporting malformed rows by line.
 * {@link org.mnemos.connector.csv.AllowedPaths} confines user-given paths to one data folder.
 */
package org.mnemos.connector.csv;
