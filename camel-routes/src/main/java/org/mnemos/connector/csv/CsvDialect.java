package org.mnemos.connector.csv;

import java.nio.charset.Charset;
import org.apache.commons.csv.CSVFormat;

/**
 * How a particular file is written, as configured or detected.
 *
 * @param bomLength bytes of byte-order mark to skip before the text starts
 */
record CsvDialect(char delimiter, char quote, Charset charset, int bomLength) {

    /** The parser settings of this dialect; blank lines between records carry no row. */
    CSVFormat format() {
        return CSVFormat.DEFAULT
                .builder()
                .setDelimiter(delimiter)
                .setQuote(quote)
                .setIgnoreEmptyLines(true)
                .get();
    }
}
