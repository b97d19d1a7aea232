package org.mnemos.connector.csv;

import java.io.Closeable;
import java.io.InputStream;
import java.util.Iterator;
import org.apache.camel.CamelContext;
import org.apache.camel.Exchange;
import org.apache.camel.ExchangePropertyKey;
import org.apache.camel.dataformat.csv.CsvDataFormat;
import org.apache.camel.support.DefaultExchange;
import org.apache.camel.support.service.ServiceHelper;
import org.apache.commons.csv.CSVRecord;

/**
 * Parses CSV with camel-csv's data format in lazy mode, so that records stream one at a time
 * instead of being collected into a list. A data format fixes its dialect when it starts, while
 * Mnemos detects the dialect per file, so every read gets its own (cheap) data format. Records
 * stay Commons CSV records, not lists, because a row needs its record's parser to know the line
 * the record starts on.
 */
final class CsvRecords {

    private final CamelContext camel;

    CsvRecords(CamelContext camel) {
        this.camel = camel;
    }

    /** The records of {@code text}, read as they are iterated; close the iterator to close the stream. */
    @SuppressWarnings("unchecked")
    <T extends Iterator<CSVRecord> & Closeable> T parse(InputStream text, CsvDialect dialect) throws Exception {
        CsvDataFormat csv = new CsvDataFormat(dialect.format());
        csv.setLazyLoad(true);
        csv.setRecordConverter(record -> record);
        ServiceHelper.startService(csv);
        // The exchange only carries the charset: rows leave through the row stream, not a message.
        Exchange exchange = new DefaultExchange(camel);
        exchange.setProperty(ExchangePropertyKey.CHARSET_NAME, dialect.charset().name());
        return (T) csv.unmarshal(exchange, text);
    }
}
