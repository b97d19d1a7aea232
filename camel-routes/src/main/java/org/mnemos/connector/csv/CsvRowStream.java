package org.mnemos.connector.csv;

import java.io.BufferedInputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.mnemos.api.connector.ConnectorException;
import org.mnemos.api.connector.FailureCode;
import org.mnemos.api.connector.Row;
import org.mnemos.api.connector.RowStream;

/**
 * Rows of a CSV byte stream, parsed one record at a time by camel-csv ({@link CsvRecords}). Each
 * row carries the line its record starts on. A record that cannot be parsed at all (an unclosed
 * quote) always fails: after it, record boundaries are unknown, so skipping would silently
 * misread the rest.
 */
final class CsvRowStream implements RowStream {

    private final Iterator<CSVRecord> records;
    private final Closeable source;
    private final MalformedRowPolicy policy;
    private final List<String> columns;
    /** Known from the first record on; before it, no line has been read. */
    private CSVParser parser;

    private Row pending;
    private long malformed;

    private <T extends Iterator<CSVRecord> & Closeable> CsvRowStream(T records, CsvConfig config) {
        this.records = records;
        this.source = records;
        this.policy = config.onMalformedRow();
        Row first = read();
        if (first == null) {
            throw new ConnectorException(
                    FailureCode.SOURCE_SCHEMA_INVALID, "The file is empty: it has no header and no rows.");
        }
        this.columns = config.header() ? HeaderNames.of(first.values()) : HeaderNames.numbered(first.size());
        this.pending = config.header() ? null : first;
    }

    /** Opens a stream over {@code in}, which it owns from now on (closed with the stream). */
    static CsvRowStream open(InputStream in, CsvConfig config, CsvRecords csv) throws Exception {
        BufferedInputStream buffered = new BufferedInputStream(in, DialectSniffer.SAMPLE_BYTES);
        buffered.mark(DialectSniffer.SAMPLE_BYTES + 1);
        byte[] sample = buffered.readNBytes(DialectSniffer.SAMPLE_BYTES);
        buffered.reset();
        CsvDialect dialect =
                DialectSniffer.detect(sample, sample.length, sample.length < DialectSniffer.SAMPLE_BYTES, config);
        buffered.skipNBytes(dialect.bomLength());
        var records = csv.parse(buffered, dialect);
        try {
            return new CsvRowStream(records, config);
        } catch (RuntimeException e) {
            records.close();
            throw e;
        }
    }

    @Override
    public List<String> columns() {
        return columns;
    }

    @Override
    public boolean hasNext() {
        while (pending == null) {
            Row row = read();
            if (row == null) {
                return false;
            }
            if (row.size() == columns.size()) {
                pending = row;
            } else if (policy == MalformedRowPolicy.SKIP) {
                malformed++;
            } else {
                throw ConnectorException.malformed(
                        row.number(),
                        "Line " + row.number() + " has " + row.size() + " values but the header has " + columns.size()
                                + " columns.");
            }
        }
        return true;
    }

    @Override
    public Row next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        Row row = pending;
        pending = null;
        return row;
    }

    @Override
    public long malformedRows() {
        return malformed;
    }

    @Override
    public void close() {
        try {
            source.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The next record with the line it starts on, or null at the end. */
    private Row read() {
        // The parser reads one record per call and counts the line breaks consumed so far.
        long line = (parser == null ? 0 : parser.getCurrentLineNumber()) + 1;
        try {
            if (!records.hasNext()) {
                return null;
            }
            CSVRecord record = records.next();
            parser = record.getParser();
            return new Row(line, record.toList());
        } catch (UncheckedIOException | IllegalStateException e) {
            throw ConnectorException.malformed(
                    line, "The record starting on line " + line + " cannot be read as CSV: " + rootMessage(e));
        }
    }

    private static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null) {
            root = root.getCause();
        }
        return root.getMessage();
    }
}
