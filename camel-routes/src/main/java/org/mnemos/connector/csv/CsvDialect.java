package org.mnemos.connector.csv;

import java.nio.charset.Charset;

/**
 * How a particular file is written, as configured or detected.
 *
 * @param bomLength bytes of byte-order mark to skip before the text starts
 */
record CsvDialect(char delimiter, char quote, Charset charset, int bomLength) {
}
